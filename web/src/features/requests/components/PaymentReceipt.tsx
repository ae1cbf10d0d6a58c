import { formatPaise } from '@shared/rules/payment-rules';
import { refundLine } from '@shared/rules/refund-status';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { formatGameDate } from '@web/lib/games/format';

type Receipt = NonNullable<PlayerJoinRequest['receipt']>;
type Refund = NonNullable<PlayerJoinRequest['refund']>;

/**
 * After paying: what was paid, Razorpay's payment id (what support asks for), and when. Once the spot
 * is given up the headline is the refund instead (on its way, refunded, failed, or none by the policy):
 * a green 'Paid' beside 'Withdrawn' read as if the money were simply kept.
 */
export function PaymentReceipt({ receipt, refund }: { receipt: Receipt; refund?: Refund | null }) {
  return (
    <section
      className={`payment-receipt${refund ? ` payment-receipt-refund refund-${refund.state}` : ''}`}
      aria-label={refund ? 'Refund' : 'Payment receipt'}
    >
      <p className="payment-receipt-title" role={refund?.state === 'failed' ? 'alert' : undefined}>
        {refund ? refundLine(refund) : `Paid ${formatPaise(receipt.amount_paise)}`}
      </p>
      <dl>
        {refund ? (
          <>
            <dt>Paid</dt>
            <dd>{formatPaise(receipt.amount_paise)}</dd>
          </>
        ) : null}
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
