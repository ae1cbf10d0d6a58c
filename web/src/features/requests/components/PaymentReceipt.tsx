import { formatPaise } from '@shared/rules/payment-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { formatGameDate } from '@web/lib/games/format';
import { refundText } from '@web/lib/requests/request-texts';
import { t } from '../texts';

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
      aria-label={t(refund ? 'requests.receipt.refund' : 'requests.receipt.label')}
    >
      <p className="payment-receipt-title" role={refund?.state === 'failed' ? 'alert' : undefined}>
        {refund ? refundText(refund) : t('requests.receipt.paidAmount', { amount: formatPaise(receipt.amount_paise) })}
      </p>
      <dl>
        {refund ? (
          <>
            <dt>{t('requests.receipt.paid')}</dt>
            <dd>{formatPaise(receipt.amount_paise)}</dd>
          </>
        ) : null}
        <dt>{t('requests.receipt.paymentId')}</dt>
        <dd>
          <code>{receipt.payment_id}</code>
        </dd>
        <dt>{t('requests.receipt.paidOn')}</dt>
        <dd>
          <time dateTime={receipt.paid_at}>{t('requests.receipt.ist', { time: formatGameDate(receipt.paid_at) })}</time>
        </dd>
      </dl>
    </section>
  );
}
