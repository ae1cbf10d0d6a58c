import type { PlayerJoinRequest } from '@shared/schemas/join';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { useRefundQuote, useWithdrawRequest } from '../api/player-actions';

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
  const paid = request.payment_status === 'paid';
  const quote = useRefundQuote(request);
  const withdraw = useWithdrawRequest(request, (answer) => {
    toast({
      title: 'Request withdrawn',
      description: answer?.refund?.message ?? `You are no longer asking to join ${title}.`,
    });
    onClose();
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
