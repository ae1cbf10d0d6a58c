import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { gameQueryKey } from '@web/lib/games/get-game';
import { myRequestsKey } from '@web/lib/requests/requests';
import { getRefundQuote, withdrawRequest } from '../api/player-actions';

/** Confirms taking a request back (the spec is silent; players expect it: decision 013). */
export function WithdrawDialog({
  request,
  title,
  onClose,
}: {
  request: PlayerJoinRequest;
  title: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const paid = request.payment_status === 'paid';
  const quote = useQuery({
    queryKey: ['refund-quote', request.id],
    queryFn: () => getRefundQuote(request.id),
    enabled: paid,
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawRequest(request.id),
    onSuccess: (answer) => {
      toast({
        title: 'Request withdrawn',
        description: answer?.refund?.message ?? `You are no longer asking to join ${title}.`,
      });
      onClose();
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myRequestsKey });
      void queryClient.invalidateQueries({ queryKey: gameQueryKey(request.game_id) });
    },
  });
  return (
    <Dialog title="Withdraw this request?" onClose={onClose}>
      <p>
        You are withdrawing your request to join <strong>{title}</strong>.
        {request.status === 'confirmed' ? ' Your spot goes back to the game for the next player.' : ''}
        {request.status === 'confirmed' || request.status === 'waitlist' ? ' Your game pass stops working.' : ''} You
        can ask to join again later.
      </p>
      {paid ? (
        <p className="refund-quote" aria-live="polite">
          {quote.isPending
            ? 'Checking what you get back...'
            : quote.data
              ? quote.data.message
              : 'We could not work out your refund right now; the cancellation policy of the game applies.'}
        </p>
      ) : null}
      <div className="dialog-footer">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Keep request
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
        </button>
      </div>
    </Dialog>
  );
}
