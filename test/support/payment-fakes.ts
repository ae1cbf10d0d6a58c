import type { PendingEvent } from '@functions/platform/event-ports';
import type { StoredGame } from '@functions/games/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import type {
  GatewayPayment,
  PaymentGateway,
  PaymentStore,
  StoredOrder,
  StoredRequestPayment,
} from '@functions/payments/payment-ports';
import { paymentSignature } from '@functions/payments/payment-signatures';
import type { fakeJoinRequests } from './join-fakes';

// The payment store in memory, with the DynamoDB adapter's conditions: a request is confirmed only
// while it waits on this very order, the game gains a player only below its maximum, an order
// settles once, a payment is refunded once. Each read yields to the event loop, so concurrent
// callers really interleave between reading and writing (the race window is real). `naive`
// removes one family of conditions, for negative controls.
export interface FakePaymentOptions {
  naive?: { capacity?: boolean; settleOnce?: boolean; fixedAmount?: boolean };
}

const clone = <T>(value: T): T => structuredClone(value);
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const isOpen = (order: StoredOrder | undefined) =>
  order !== undefined && (order.status === 'created' || order.status === 'attempted');

export function fakePayments(
  games: Map<string, StoredGame>,
  joins: ReturnType<typeof fakeJoinRequests>,
  options: FakePaymentOptions = {},
) {
  const orders = new Map<string, StoredOrder>();
  const payments = joins.requestPayments;
  const refunds = joins.refunds;
  const events: PendingEvent[] = joins.events;
  const naive = options.naive ?? {};
  const live = (request: { game_id: string; user_id: string; id: string }) => {
    const now = joins.items.get(`${request.game_id}#${request.user_id}`);
    return now && now.id === request.id ? now : undefined;
  };
  const awaiting = (request: StoredJoinRequest, orderId: string) => {
    const now = live(request);
    return (
      !!now &&
      now.status === 'accepted' &&
      now.payment_status === 'pending' &&
      payments.get(request.id)?.order_id === orderId
    );
  };
  const blank = (request: StoredJoinRequest): StoredRequestPayment => ({
    request_id: request.id,
    game_id: request.game_id,
    user_id: request.user_id,
    order_id: null,
    order_seq: 0,
    payment_id: null,
    paid_amount: null,
    paid_at: null,
    offer_due_at: null,
    offer_lapsed_at: null,
  });
  const settleOrder = (orderId: string, paymentId: string, at: string) =>
    Object.assign(orders.get(orderId)!, { status: 'paid', payment_id: paymentId, updated_at: at, check_at: null });
  /** A captured payment, whether it confirmed the spot or was refunded: on the request's record and its order. */
  const recordPaid = (
    requestId: string,
    order: { order_id: string; amount: number },
    paymentId: string,
    at: string,
  ) => {
    Object.assign(payments.get(requestId)!, {
      payment_id: paymentId,
      paid_amount: order.amount,
      paid_at: at,
      offer_due_at: null,
    });
    settleOrder(order.order_id, paymentId, at);
  };

  const store: PaymentStore = {
    async getOrder(orderId) {
      await tick();
      return clone(orders.get(orderId) ?? null);
    },
    async getPayment(_gameId, requestId) {
      await tick();
      return clone(payments.get(requestId) ?? null);
    },
    paymentsOfGame: async (gameId) => [...payments.values()].filter((p) => p.game_id === gameId).map(clone),
    getRefund: async (paymentId) => clone(refunds.get(paymentId) ?? null),

    async attachOrder(request, order, previousOrderId, seq) {
      const now = live(request);
      if (now?.status !== 'accepted' || now.payment_status !== 'pending') return 'not-payable';
      const current = payments.get(request.id);
      if (orders.has(order.order_id) || (current?.order_id ?? null) !== previousOrderId) return 'raced';
      orders.set(order.order_id, clone(order));
      payments.set(request.id, { ...(current ?? blank(request)), order_id: order.order_id, order_seq: seq });
      return 'attached';
    },

    async confirm({ request, order, paymentId, pass, at, events: pending }) {
      if (!naive.settleOnce && !awaiting(request, order.order_id)) return 'request-changed';
      const owes = live(request)?.amount_due?.amount_paise;
      if (!naive.fixedAmount && owes !== undefined && owes !== order.amount) return 'request-changed';
      if (!naive.settleOnce && !isOpen(orders.get(order.order_id))) return 'order-settled';
      const game = games.get(request.game_id);
      if (game?.status !== 'upcoming' || (!naive.capacity && game.current_players >= game.max_players)) return 'full';
      game.current_players += 1;
      Object.assign(live(request) ?? {}, {
        status: 'confirmed',
        payment_status: 'paid',
        game_pass: pass,
        payment_due_at: null,
        // As the adapter: the receipt rides on the request.
        receipt: { payment_id: paymentId, amount_paise: order.amount, currency: order.currency, paid_at: at },
        updated_at: at,
        decided_at: at,
      });
      recordPaid(request.id, order, paymentId, at);
      events.push(...pending);
      return 'confirmed';
    },

    async waitlistAndRefund({ request, order, paymentId, pass, at, events: pending, refund }) {
      if (!awaiting(request, order.order_id)) return 'request-changed';
      if (!isOpen(orders.get(order.order_id)) || refunds.has(refund.payment_id)) return 'order-settled';
      Object.assign(live(request)!, {
        status: 'waitlist',
        payment_status: 'refunded',
        game_pass: pass,
        payment_due_at: null,
        receipt: { payment_id: paymentId, amount_paise: order.amount, currency: order.currency, paid_at: at },
        updated_at: at,
        decided_at: at,
      });
      recordPaid(request.id, order, paymentId, at);
      refunds.set(refund.payment_id, clone(refund));
      events.push(...pending);
      return 'waitlisted';
    },

    async refundUnawaited({ order, refund, at, events: pending }) {
      if (refunds.has(refund.payment_id)) return 'refund-exists';
      const open = order !== null && (order.status === 'created' || order.status === 'attempted');
      if (open && !naive.settleOnce && !isOpen(orders.get(order.order_id))) return 'order-settled';
      refunds.set(refund.payment_id, clone(refund));
      if (open) settleOrder(order.order_id, refund.payment_id, at);
      events.push(...pending);
      return 'refunded';
    },

    async flagOrder(order, paymentId, reason, at) {
      const stored = orders.get(order.order_id);
      if (isOpen(stored))
        Object.assign(stored!, {
          status: 'flagged',
          payment_id: paymentId,
          flag_reason: reason,
          updated_at: at,
          check_at: null,
        });
    },
    async recordFailedAttempt(order, paymentId, error, at) {
      const stored = orders.get(order.order_id);
      if (isOpen(stored))
        Object.assign(stored!, { status: 'attempted', last_error: `${paymentId}: ${error}`, updated_at: at });
    },
    dueOrders: async (now, limit) =>
      [...orders.values()]
        .filter((o) => isOpen(o) && o.check_at !== null && o.check_at <= now)
        .slice(0, limit)
        .map(clone),
    async deferOrder(order, checkAt, at) {
      const stored = orders.get(order.order_id);
      if (isOpen(stored)) Object.assign(stored!, { check_at: checkAt, updated_at: at });
    },
    async abandonOrder(order, at) {
      const stored = orders.get(order.order_id);
      if (isOpen(stored)) Object.assign(stored!, { status: 'abandoned', check_at: null, updated_at: at });
    },

    async refundPaid({ request, refund, at, events: pending }) {
      const now = live(request);
      if (now?.payment_status !== 'paid' || refunds.has(refund.payment_id)) return 'changed';
      Object.assign(now, { payment_status: 'refunded', updated_at: at });
      refunds.set(refund.payment_id, clone(refund));
      events.push(...pending);
      return 'refunded';
    },
    refundsDue: async (before, limit) =>
      [...refunds.values()]
        .filter((r) => r.status === 'requested' && r.created_at < before)
        .slice(0, limit)
        .map(clone),
    async recordRefund(paymentId, update, at) {
      const stored = refunds.get(paymentId);
      if (!stored || stored.status === 'processed' || stored.status === 'failed') return;
      Object.assign(stored, {
        status: update.status,
        updated_at: at,
        ...(update.status === 'processed' ? { processed_at: at } : {}),
        ...(update.razorpay_refund_id ? { razorpay_refund_id: update.razorpay_refund_id } : {}),
        ...(update.error ? { error: update.error } : {}),
      });
    },

    async offer({ request, dueAt, amountDue, at, events: pending }) {
      const now = live(request);
      if (now?.status !== 'waitlist') return 'changed';
      const game = games.get(request.game_id);
      if (game?.status !== 'upcoming' || game.current_players >= game.max_players) return 'full';
      Object.assign(now, {
        status: 'accepted',
        payment_status: amountDue ? 'pending' : 'not_required',
        amount_due: amountDue,
        payment_due_at: dueAt,
        updated_at: at,
        decided_at: at,
      });
      const current = payments.get(request.id) ?? blank(request);
      payments.set(request.id, { ...current, order_id: null, offer_due_at: dueAt });
      events.push(...pending);
      return 'offered';
    },
    offersDue: async (now, limit) =>
      [...payments.values()]
        .filter((p) => p.offer_due_at !== null && p.offer_due_at <= now)
        .slice(0, limit)
        .map(clone),
    async expireOffer({ request, payment, at, events: pending }) {
      const stored = payments.get(payment.request_id);
      if (!stored || stored.offer_due_at !== payment.offer_due_at) return false;
      const now = live(request);
      if (now && now.status === 'accepted' && ['pending', 'not_required'].includes(now.payment_status)) {
        Object.assign(now, { status: 'waitlist', updated_at: at, payment_due_at: null });
        events.push(...pending);
      }
      Object.assign(stored, { offer_due_at: null, offer_lapsed_at: at, order_id: null });
      return true;
    },
    async takeOffer({ request, pass, at, events: pending }) {
      const now = live(request);
      const stored = payments.get(request.id);
      if (now?.status !== 'accepted' || now.payment_status !== 'not_required' || !stored?.offer_due_at)
        return 'changed';
      const game = games.get(request.game_id);
      if (game?.status !== 'upcoming' || game.current_players >= game.max_players || game.game_datetime <= at)
        return 'full';
      game.current_players++;
      Object.assign(now, {
        status: 'confirmed',
        game_pass: pass,
        payment_due_at: null,
        updated_at: at,
        decided_at: at,
      });
      Object.assign(stored, { offer_due_at: null });
      events.push(...pending);
      return 'taken';
    },
    async announce(pending) {
      events.push(...pending);
    },
  };
  return { store, orders, payments, refunds, events };
}

/**
 * Razorpay in memory: orders with unique receipts, payments the test makes, idempotent refunds.
 * `pay` returns what the checkout would hand back, signed with the key secret.
 */
export function fakeGateway(keySecret = 'test_key_secret') {
  const orders = new Map<
    string,
    { id: string; amount: number; currency: string; receipt: string | null; status: string }
  >();
  const payments = new Map<string, GatewayPayment>();
  const refunds = new Map<string, { id: string; status: string; amount: number; paymentId: string }>();
  let next = 0;
  const gateway: PaymentGateway & { calls: string[] } = {
    keyId: 'rzp_test_fake',
    calls: [],
    async createOrder({ amount, currency, receipt }) {
      gateway.calls.push(`create ${receipt}`);
      const existing = [...orders.values()].find((o) => o.receipt === receipt);
      if (existing) return existing;
      const order = { id: `order_${++next}`, amount, currency, receipt, status: 'created' };
      orders.set(order.id, order);
      return order;
    },
    async fetchPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      return { ...payment };
    },
    orderPayments: async (orderId) => [...payments.values()].filter((p) => p.order_id === orderId),
    async refund({ paymentId, amount, key }) {
      gateway.calls.push(`refund ${key} ${amount}`);
      const existing = refunds.get(key);
      if (existing) return existing;
      const refund = { id: `rfnd_${++next}`, status: 'processed', amount, paymentId };
      refunds.set(key, refund);
      return refund;
    },
  };
  function pay(orderId: string, over: Partial<GatewayPayment> = {}) {
    const order = orders.get(orderId)!;
    const payment: GatewayPayment = {
      id: `pay_${++next}`,
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      error_description: null,
      ...over,
    };
    payments.set(payment.id, payment);
    return {
      payment,
      callback: {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: paymentSignature(orderId, payment.id, keySecret),
      },
    };
  }
  return { gateway, orders, payments, refunds, pay, keySecret };
}
