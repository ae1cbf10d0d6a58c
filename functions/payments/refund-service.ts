import { refundKey, refundQuote, type RefundQuote } from '@shared/rules/payment-rules';
import { eventFields, type JoinRequestRepository, type StoredJoinRequest } from '@functions/joins';
import type { PaymentGateway, PaymentStore, RefundReason, StoredRefund, StoredRequestPayment } from './payment-ports';
import type { Clock } from '../platform/clock';
import type { PendingEvent } from '../platform/event-ports';
import type { StoredGame } from '@functions/games';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { fanOutPage, firstPage, type RequestPageWork, type RequestWork } from '@functions/joins/public-request-fan-out';
import type { WorkQueue } from '../platform/events/work-queue';
import type { Delivery } from '../platform/events/event-handler';

// Refunds (docs/decisions/015). Deciding that money is owed is a write in the same
// transaction as the change that owes it (withdrawal, cancellation, a payment nobody waits for);
// moving the money is this issuer's job, under the refund's idempotency key, so a retry — of the
// event, of the reconciler, of Razorpay's own call — never refunds twice.

/** What a paid player's withdrawal owes them now (by the game's cancellation policy), or null when nothing was paid. */
export function withdrawalQuote(
  request: StoredJoinRequest,
  game: Pick<StoredGame, 'cancellation_policy' | 'game_datetime'> | null,
  payment: StoredRequestPayment | null,
  now: Date,
): RefundQuote | null {
  if (
    request.status !== 'confirmed' ||
    request.payment_status !== 'paid' ||
    !payment?.payment_id ||
    !payment.paid_amount ||
    !game
  )
    return null;
  return refundQuote({
    policy: game.cancellation_policy,
    paidPaise: payment.paid_amount,
    gameStart: game.game_datetime,
    now,
  });
}

export function refundRecord(input: {
  request: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id'>;
  payment: StoredRequestPayment;
  amount: number;
  reason: RefundReason;
  at: string;
}): StoredRefund {
  const paymentId = input.payment.payment_id!;
  return {
    payment_id: paymentId,
    key: refundKey(paymentId),
    order_id: input.payment.order_id,
    request_id: input.request.id,
    game_id: input.request.game_id,
    user_id: input.request.user_id,
    amount: input.amount,
    reason: input.reason,
    status: 'requested',
    razorpay_refund_id: null,
    error: null,
    created_at: input.at,
    updated_at: input.at,
  };
}

export const refundEvent = (
  refund: StoredRefund,
  game: Pick<StoredGame, 'host_id' | 'title'> | null,
): PendingEvent<'RefundRequested.v1'> => ({
  name: 'RefundRequested.v1',
  detail: {
    ...eventFields({ id: refund.request_id, game_id: refund.game_id, user_id: refund.user_id }, game),
    paymentId: refund.payment_id,
    refundKey: refund.key,
    amount: refund.amount,
    reason: refund.reason,
  },
});

/** The work a cancelled game's refunds fan out as (the payment events consumer's queue). */
export const CANCELLATION_REFUNDS = 'GameCancelledRefund';

/**
 * The statuses in which a request can hold a captured payment: going (paid), or withdrawn under a
 * policy that refunded nothing. Every other paid path ends refunded (a full game's waitlist).
 */
const MAY_HAVE_PAID = ['confirmed', 'withdrawn'] as const satisfies JoinRequestStatus[];

export interface RefundDeps {
  store: PaymentStore;
  requests: Pick<JoinRequestRepository, 'get' | 'requestsInStatus'>;
  games: { get(gameId: string): Promise<StoredGame | null> };
  clock: Clock;
  /** Razorpay; only the issuer needs it. */
  gateway?: () => Promise<PaymentGateway>;
  log?: (entry: Record<string, unknown>) => void;
  /** The consumer's own queue: a cancelled game's refunds go one message per player. */
  queue?: WorkQueue;
}

export function createRefundService(deps: RefundDeps) {
  const { store, requests, clock } = deps;
  const log = deps.log ?? ((entry: Record<string, unknown>) => console.log(JSON.stringify(entry)));

  const fanOut = () => {
    if (!deps.queue) throw new Error('refunds of a cancelled game without a work queue');
    return { requests, queue: deps.queue };
  };

  /**
   * GameCancelled.v1: every paid player is refunded in full — the host called it off, so the
   * player's cancellation policy doesn't apply (decision 015). A game may have thousands of
   * players: one message per request that may have paid goes to this consumer's queue, a page at a
   * time, and each is refunded on its own (refundCancelledRequest).
   */
  const refundCancelledGame = (delivery: Delivery, e: { gameId: string } & Record<string, unknown>) =>
    fanOutPage(fanOut(), CANCELLATION_REFUNDS, firstPage(e.gameId, MAY_HAVE_PAID, e), delivery);

  /** The next page of a cancelled game's requests that may have paid. */
  const cancelledGamePage = (delivery: Delivery, page: RequestPageWork) =>
    fanOutPage(fanOut(), CANCELLATION_REFUNDS, page, delivery);

  /**
   * One request of a cancelled game: a paid player is owed the full amount. Once per payment
   * however often the message comes: owing it is a write conditional on the request still being paid.
   */
  async function refundCancelledRequest(work: RequestWork): Promise<'owed' | 'nothing'> {
    const request = await requests.get(work.gameId, work.userId);
    if (request?.payment_status !== 'paid') return 'nothing';
    const payment = await store.getPayment(work.gameId, request.id);
    if (!payment?.payment_id || !payment.paid_amount) return 'nothing';
    // The cause is GameCancelled.v1's detail, parsed when the consumer received it; its schema is
    // not imported again here, so the reconciler (which shares this service) stays small.
    const cancelled = work.cause as { hostId?: unknown; title?: unknown };
    const game = { host_id: String(cancelled.hostId), title: String(cancelled.title) };
    const at = clock.now().toISOString();
    const refund = refundRecord({ request, payment, amount: payment.paid_amount, reason: 'game-cancelled', at });
    const outcome = await store.refundPaid({ request, refund, at, events: [refundEvent(refund, game)] });
    return outcome === 'refunded' ? 'owed' : 'nothing';
  }

  /** Asks Razorpay for an owed refund under its idempotency key; nothing when it was accepted already. */
  async function issue(paymentId: string): Promise<'issued' | 'nothing'> {
    const refund = await store.getRefund(paymentId);
    if (refund?.status !== 'requested') return 'nothing';
    if (!deps.gateway) throw new Error('refund issuer without a payment gateway');
    const gateway = await deps.gateway();
    const answer = await gateway.refund({
      paymentId,
      amount: refund.amount,
      key: refund.key,
      notes: { request_id: refund.request_id, reason: refund.reason },
    });
    const status = answer.status === 'processed' ? 'processed' : answer.status === 'failed' ? 'failed' : 'pending';
    await store.recordRefund(paymentId, { status, razorpay_refund_id: answer.id }, clock.now().toISOString());
    if (status === 'failed') log({ level: 'error', msg: 'refund failed', paymentId, refundId: answer.id });
    return 'issued';
  }

  /** refund.processed / refund.failed / refund.created webhooks. */
  async function refundUpdated(input: { paymentId: string; refundId: string; status: string }) {
    const status = input.status === 'processed' ? 'processed' : input.status === 'failed' ? 'failed' : 'pending';
    if (status === 'failed')
      log({ level: 'error', msg: 'refund failed', paymentId: input.paymentId, refundId: input.refundId });
    await store.recordRefund(
      input.paymentId,
      { status, razorpay_refund_id: input.refundId },
      clock.now().toISOString(),
    );
  }

  return { refundCancelledGame, cancelledGamePage, refundCancelledRequest, issue, refundUpdated };
}
export type RefundService = ReturnType<typeof createRefundService>;
