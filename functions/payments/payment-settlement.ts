import { refundKey } from '@shared/rules/payment-rules';
import { eventFields, newPassCode, type JoinRequestRepository, type StoredJoinRequest } from '@functions/joins';
import type { PaymentStore, RefundReason, StoredOrder, StoredRefund } from './payment-ports';
import type { Clock } from '../platform/clock';
import type { GameRepository } from '@functions/games';

// Settling a captured payment (docs/decisions/015): the one place where money turns into a
// spot. The checkout callback, the webhook (payment.captured, order.paid) and the reconciler all
// call it, in any order and any number of times; the store's conditions make it happen once.

/** A payment Razorpay says it captured, as whoever reported it saw it. */
export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  currency: string;
}

/**
 * confirmed: this call made the request confirmed + paid. waitlisted: the game filled first; the
 * player is waitlisted and refunded. duplicate: already settled with this payment. refunded: nobody
 * waits for this payment (withdrawn, offer lapsed, a second payment): refunded in full. flagged:
 * amount or currency differ from the order. unknown-order: not an order of ours.
 */
export type SettleOutcome = 'confirmed' | 'waitlisted' | 'duplicate' | 'refunded' | 'flagged' | 'unknown-order';

export interface SettlementDeps {
  requests: Pick<JoinRequestRepository, 'getById'>;
  games: Pick<GameRepository, 'get'>;
  store: PaymentStore;
  clock: Clock;
  newPassCode?: () => string;
  log?: (entry: Record<string, unknown>) => void;
}

const ATTEMPTS = 6;

export const jsonLog = (entry: Record<string, unknown>) => console.log(JSON.stringify(entry));

export function createPaymentSettlement(deps: SettlementDeps) {
  const { requests, games, store, clock } = deps;
  const passCode = deps.newPassCode ?? newPassCode;
  const log = deps.log ?? jsonLog;
  const now = () => clock.now().toISOString();

  const refundOf = (
    payment: CapturedPayment,
    request: { id: string; game_id: string; user_id: string },
    order: StoredOrder | null,
    amount: number,
    reason: RefundReason,
    at: string,
  ): StoredRefund => ({
    payment_id: payment.paymentId,
    key: refundKey(payment.paymentId),
    order_id: order?.order_id ?? payment.orderId,
    request_id: request.id,
    game_id: request.game_id,
    user_id: request.user_id,
    amount,
    reason,
    status: 'requested',
    razorpay_refund_id: null,
    error: null,
    created_at: at,
    updated_at: at,
  });

  /** Gives back a captured payment nobody waits for (once per payment); null: look again. */
  async function refundUnawaited(
    payment: CapturedPayment,
    order: StoredOrder,
    request: StoredJoinRequest | null,
    reason: RefundReason,
  ): Promise<SettleOutcome | null> {
    const at = now();
    const owner = request ?? { id: order.request_id, game_id: order.game_id, user_id: order.user_id };
    const game = await games.get(order.game_id);
    const refund = refundOf(payment, owner, order, payment.amount, reason, at);
    const outcome = await store.refundUnawaited({
      order: order.status === 'paid' ? null : order,
      refund,
      at,
      events: [
        {
          name: 'RefundRequested.v1',
          detail: {
            ...eventFields(owner, game),
            paymentId: payment.paymentId,
            refundKey: refund.key,
            amount: refund.amount,
            reason,
          },
        },
      ],
    });
    if (outcome === 'order-settled') return null;
    log({
      level: 'warn',
      msg: 'payment not awaited, refunding',
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      reason,
      outcome,
    });
    return outcome === 'refunded' ? 'refunded' : 'duplicate';
  }

  async function settleCaptured(payment: CapturedPayment): Promise<SettleOutcome> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const order = await store.getOrder(payment.orderId);
      if (!order) return 'unknown-order';
      if (order.status === 'flagged') return 'flagged';
      if (order.amount !== payment.amount || order.currency !== payment.currency) {
        const reason = `captured ${payment.amount} ${payment.currency}, order is for ${order.amount} ${order.currency}`;
        // Money we did not ask for: a person looks at it; the request is not confirmed.
        if (order.status === 'paid') {
          if (order.payment_id === payment.paymentId) return 'duplicate';
          const refunded = await refundUnawaited(payment, order, null, 'duplicate');
          if (refunded) return refunded;
          continue;
        }
        await store.flagOrder(order, payment.paymentId, reason, now());
        log({ level: 'error', msg: 'payment flagged', orderId: order.order_id, paymentId: payment.paymentId, reason });
        return 'flagged';
      }
      if (order.status === 'paid') {
        if (order.payment_id === payment.paymentId) return 'duplicate';
        const refunded = await refundUnawaited(payment, order, null, 'duplicate');
        if (refunded) return refunded;
        continue;
      }

      const request = await requests.getById(order.request_id);
      const current = request ? await store.getPayment(request.game_id, request.id) : null;
      const awaited =
        request &&
        request.status === 'accepted' &&
        request.payment_status === 'pending' &&
        current?.order_id === order.order_id;
      if (!awaited) {
        // Read before a confirm by this same payment committed? The order's condition tells.
        const refunded = await refundUnawaited(payment, order, request, 'not-awaited');
        if (refunded) return refunded;
        continue;
      }

      // Decision 015: the request owes the amount fixed when the host accepted. An order for any
      // other amount (one made before amounts were fixed, or tampered with) never confirms it.
      if (
        request.amount_due &&
        (order.amount !== request.amount_due.amount_paise || order.currency !== request.amount_due.currency)
      ) {
        const reason = `order is for ${order.amount} ${order.currency}, the request owes ${request.amount_due.amount_paise} ${request.amount_due.currency}`;
        await store.flagOrder(order, payment.paymentId, reason, now());
        log({ level: 'error', msg: 'payment flagged', orderId: order.order_id, paymentId: payment.paymentId, reason });
        return 'flagged';
      }

      const game = await games.get(order.game_id);
      const at = now();
      const fields = {
        ...eventFields(request, game),
        orderId: order.order_id,
        paymentId: payment.paymentId,
        amount: order.amount,
      };
      const outcome = await store.confirm({
        request,
        order,
        paymentId: payment.paymentId,
        pass: passCode(),
        at,
        events: [{ name: 'PaymentConfirmed.v1', detail: fields }],
      });
      if (outcome === 'confirmed') return 'confirmed';
      if (outcome === 'full') {
        // The last spot went while this player paid (spec: waitlist); decision 015: refund in full.
        const refund = refundOf(payment, request, order, order.amount, 'game-full', at);
        const waitlisted = await store.waitlistAndRefund({
          request,
          order,
          paymentId: payment.paymentId,
          pass: passCode(),
          at,
          refund,
          events: [
            { name: 'PaymentWaitlisted.v1', detail: fields },
            {
              name: 'RefundRequested.v1',
              detail: {
                ...eventFields(request, game),
                paymentId: payment.paymentId,
                refundKey: refund.key,
                amount: refund.amount,
                reason: 'game-full',
              },
            },
          ],
        });
        if (waitlisted === 'waitlisted') return 'waitlisted';
      }
      // Someone else moved the request or the order first: look again.
    }
    throw new Error(
      `payment ${payment.paymentId} of order ${payment.orderId} did not settle after ${ATTEMPTS} attempts`,
    );
  }

  /** payment.failed: noted on the open order; a request (paid or not) never moves because of it. */
  async function paymentFailed(input: { orderId: string; paymentId: string; error: string }) {
    const order = await store.getOrder(input.orderId);
    if (order) await store.recordFailedAttempt(order, input.paymentId, input.error, now());
  }

  return { settleCaptured, paymentFailed };
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
