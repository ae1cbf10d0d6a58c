import type { PlayerJoinRequest } from '@shared/schemas/join';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { localMessage } from '@web/lib/i18n/local-message';
import { useRefundQuote, useWithdrawRequest } from '../api/player-actions';
import { richText, t } from '../texts';

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
      title: t('requests.withdraw.toastTitle'),
      description: answer?.refund?.message ?? t('requests.withdraw.toastBody', { title }),
    });
    onClose();
  });
  return (
    <Dialog title={t('requests.withdraw.title')} onClose={onClose}>
      <p>
        {richText('requests.withdraw.body', { title: <strong>{title}</strong> })}
        {request.status === 'confirmed' ? ` ${t('requests.withdraw.spotBack')}` : ''}
        {request.status === 'confirmed' || request.status === 'waitlist' ? ` ${t('requests.withdraw.passStops')}` : ''}{' '}
        {t('requests.withdraw.askAgain')}
      </p>
      {paid ? (
        <p className="refund-quote" aria-live="polite">
          {quote.isPending
            ? t('requests.withdraw.checking')
            : quote.data
              ? localMessage(quote.data.message)
              : t('requests.withdraw.quoteFailed')}
        </p>
      ) : null}
      <div className="dialog-footer">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('requests.withdraw.keep')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t(withdraw.isPending ? 'requests.withdraw.busy' : 'requests.withdraw.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
