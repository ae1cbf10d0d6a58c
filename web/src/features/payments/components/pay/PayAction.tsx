import { Link } from 'react-router-dom';
import { formatRupees } from '@shared/rules/game-rules';
import type { PaymentView } from '@shared/schemas/payment';
import type { PayBusy } from '../../hooks/use-pay-flow';

/** Pay, while the request may be paid; otherwise why not (or that it is paid) and the way to My Game Requests. */
export function PayAction({ view, busy, onPay }: { view: PaymentView; busy: PayBusy; onPay: () => void }) {
  const { breakdown, request } = view;
  if (view.payable) {
    return (
      <>
        <button type="button" className="btn btn-primary pay-button" disabled={busy !== null} onClick={onPay}>
          {busy === 'paying' ? 'Opening payment...' : `Pay ${formatRupees(breakdown.total)}`}
        </button>
        <p className="muted pay-note">Card or UPI. Your spot is confirmed as soon as the payment goes through.</p>
      </>
    );
  }
  const paid = request.status === 'confirmed' && request.payment_status === 'paid';
  return (
    <div className="card pay-closed">
      <p>
        {paid ? "You're confirmed: this request is paid. Your PAID game pass is in My Game Requests." : view.reason}
      </p>
      <Link to="/my-requests" className="btn btn-primary">
        My Game Requests
      </Link>
    </div>
  );
}
