import { createHash } from 'node:crypto';
import type { PaymentSettlement } from './payment-settlement';
import { webhookSignatureValid } from './payment-signatures';
import type { OnceGuard } from '../platform/event-ports';
import type { RefundService } from './refund-service';

// Razorpay's webhooks (docs/decisions/015): the signature is checked over the raw body
// before anything is parsed, each event id is handled once, and every event goes through the same
// settlement as the checkout callback, so events in any order (order.paid before payment.captured,
// a capture after payment.failed) settle a payment exactly once and never move a paid request back.
// Only table writes happen here (refunds go out through an event), so Razorpay gets its 2xx fast.

export interface WebhookDeps {
  settlement: Pick<PaymentSettlement, 'settleCaptured' | 'paymentFailed'>;
  refunds: Pick<RefundService, 'refundUpdated'>;
  guard: OnceGuard;
  webhookSecret: () => Promise<string>;
  log?: (entry: Record<string, unknown>) => void;
}

export interface WebhookDelivery {
  /** The body exactly as received (bytes or the same text). */
  rawBody: string | Buffer;
  /** x-razorpay-signature */
  signature: string | undefined;
  /** x-razorpay-event-id */
  eventId: string | undefined;
}

type Entity = Record<string, unknown>;
interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

export function createPaymentWebhooks(deps: WebhookDeps) {
  const { settlement, refunds, guard } = deps;
  const log = deps.log ?? ((entry: Record<string, unknown>) => console.log(JSON.stringify(entry)));

  async function dispatch(body: RazorpayEvent) {
    const payment = body.payload?.payment?.entity;
    const refund = body.payload?.refund?.entity;
    switch (body.event) {
      case 'payment.captured':
      case 'order.paid': {
        // order.paid carries the payment too; whichever comes first settles, the other is a duplicate.
        const orderId = (payment?.order_id as string) ?? (body.payload?.order?.entity?.id as string);
        if (!payment || !orderId || (payment.status && payment.status !== 'captured')) return 'ignored';
        return settlement.settleCaptured({
          orderId,
          paymentId: String(payment.id),
          amount: Number(payment.amount),
          currency: String(payment.currency),
        });
      }
      case 'payment.failed':
        if (payment?.order_id)
          await settlement.paymentFailed({
            orderId: String(payment.order_id),
            paymentId: String(payment.id),
            error: String(payment.error_description ?? 'failed'),
          });
        return 'noted';
      case 'refund.created':
      case 'refund.processed':
      case 'refund.failed':
        if (refund?.payment_id)
          await refunds.refundUpdated({
            paymentId: String(refund.payment_id),
            refundId: String(refund.id),
            status: String(refund.status ?? body.event.slice(7)),
          });
        return 'noted';
      default:
        return 'ignored';
    }
  }

  /** 'invalid': the signature doesn't hold (answer 400, change nothing). */
  async function receive(delivery: WebhookDelivery): Promise<'accepted' | 'duplicate' | 'invalid'> {
    if (!delivery.signature || !webhookSignatureValid(delivery.rawBody, delivery.signature, await deps.webhookSecret()))
      return 'invalid';
    let body: RazorpayEvent;
    try {
      body = JSON.parse(delivery.rawBody.toString()) as RazorpayEvent;
    } catch {
      return 'invalid';
    }
    // Razorpay sends the id in a header; without one, the body's hash names the delivery.
    const eventId = delivery.eventId || createHash('sha256').update(delivery.rawBody).digest('hex');
    let outcome: unknown = 'duplicate';
    const ran = await guard.once(`razorpay-event#${eventId}`, async () => {
      outcome = await dispatch(body);
    });
    log({ level: 'info', msg: 'razorpay webhook', event: body.event, eventId, outcome });
    return ran === 'done' ? 'accepted' : 'duplicate';
  }

  return { receive };
}
export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
