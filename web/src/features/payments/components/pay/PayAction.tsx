import { Link } from 'react-router-dom';
import { moneyIn } from '@web/lib/i18n/format';
import type { PaymentView } from '@shared/schemas/payment';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { localMessage } from '@web/lib/i18n/local-message';
import type { PayBusy } from '../../hooks/use-pay-flow';
import { t } from '../../texts';

/** Pay, while the request may be paid; otherwise why not (or that it is paid) and the way to My Game Requests. */
export function PayAction({ view, busy, onPay }: { view: PaymentView; busy: PayBusy; onPay: () => void }) {
  const { breakdown, request } = view;
  if (view.payable) {
    return (
      <>
        <button type="button" className="btn btn-primary pay-button" disabled={busy !== null} onClick={onPay}>
          {busy === 'paying'
            ? t('payments.opening')
            : t('payments.pay', { amount: moneyIn(spokenLanguage(), breakdown.total) })}
        </button>
        <p className="muted pay-note">{t('payments.note')}</p>
      </>
    );
  }
  const paid = request.status === 'confirmed' && request.payment_status === 'paid';
  return (
    <div className="card pay-closed">
      <p>{paid ? t('payments.paidAlready') : localMessage(view.reason ?? '')}</p>
      <Link to="/my-requests" className="btn btn-primary">
        {t('payments.myRequests')}
      </Link>
    </div>
  );
}
