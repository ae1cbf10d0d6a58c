import { formatPaise } from '@shared/rules/payment-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { formatGameDate } from '@web/lib/games/format';

/** After paying: what was paid, Razorpay's payment id (what support asks for), and when. */
export function PaymentReceipt({ receipt }: { receipt: NonNullable<PlayerJoinRequest['receipt']> }) {
  return (
    <section className="payment-receipt" aria-label="Payment receipt">
      <p className="payment-receipt-title">Paid {formatPaise(receipt.amount_paise)}</p>
      <dl>
        <dt>Payment ID</dt>
        <dd>
          <code>{receipt.payment_id}</code>
        </dd>
        <dt>Paid on</dt>
        <dd>
          <time dateTime={receipt.paid_at}>{formatGameDate(receipt.paid_at)} IST</time>
        </dd>
      </dl>
    </section>
  );
}
