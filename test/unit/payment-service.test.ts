import { beforeEach, describe, expect, it } from 'vitest';
import { createGameService } from '@functions/games/game-service';
import { createHostRequestService } from '@functions/hosting/host-request-service';
import { createJoinService } from '@functions/joins/join-service';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { createOfferService } from '@functions/payments/payment-offers';
import { createPaymentReconciler } from '@functions/payments/payment-reconciler';
import { createPaymentReads, createPaymentService } from '@functions/payments/payment-service';
import { createPaymentSettlement } from '@functions/payments/payment-settlement';
import {
  hmacSha256Hex,
  paymentSignature,
  paymentSignatureValid,
  webhookSignatureValid,
} from '@functions/payments/payment-signatures';
import { createPaymentWebhooks } from '@functions/payments/payment-webhooks';
import type { StoredGame } from '@functions/games/ports';
import { CANCELLATION_REFUNDS, createRefundService } from '@functions/payments/refund-service';
import { fanOutTypes } from '@functions/joins/public-request-fan-out';
import { loopbackQueue } from '../support/work-queue-fakes';
import { PAYMENT_MESSAGES, paymentDueAt } from '@shared/rules/payment-rules';
import { gameInputSchema, type GameInput } from '@shared/schemas/game';
import { joinInputSchema } from '@shared/schemas/join';
import { fakeClock, fakeGames, fakeProfiles } from '../support/fakes';
import { validGame } from '../support/game-fixtures';
import { fakeGuard, fakeJoinRequests } from '../support/join-fakes';
import { fakeGateway, fakePayments, type FakePaymentOptions } from '../support/payment-fakes';
import { rejects } from '../support/rejects';

// The payment rules on the services, with in-memory stores that keep the adapter's
// conditions (test/support/payment-fakes.ts). The clock: 21 Nov 2026, 15:30 IST; games on 5 Dec.
const NOW = '2026-11-21T10:00:00.000Z';
const HOUR = 3_600_000;
const WEBHOOK_SECRET = 'whsec_test_0123456789';

function world(options: FakePaymentOptions = {}) {
  const clock = fakeClock(NOW);
  const profiles = fakeProfiles([{ id: 'priya', name: 'Priya', role: 'host', email: 'priya@x.test' }]);
  const games = fakeGames(profiles.profiles);
  const joins = fakeJoinRequests(games.games, games.requests);
  const pay = fakePayments(games.games, joins, options);
  const rzp = fakeGateway();
  let ids = 0;
  let passes = 0;
  const newPassCode = () => `pass-${++passes}`;
  const settlement = createPaymentSettlement({
    requests: joins.repository,
    games: games.repository,
    store: pay.store,
    clock,
    newPassCode,
    log: () => undefined,
  });
  const offers = createOfferService({
    requests: joins.repository,
    games: games.repository,
    store: pay.store,
    clock,
    paymentUrl: (id) => `https://app.test/pay/${id}`,
  });
  const work = loopbackQueue();
  const refunds = createRefundService({
    store: pay.store,
    requests: joins.repository,
    games: games.repository,
    clock,
    gateway: async () => rzp.gateway,
    log: () => undefined,
    queue: work.queue,
  });
  /** The payment consumer's delivery of GameCancelled.v1, then its queue worked through: how many refunds it owed. */
  async function cancelledGameRefunds(game: StoredGame) {
    const types = fanOutTypes(CANCELLATION_REFUNDS);
    const cancelled = { gameId: game.id, hostId: game.host_id, title: game.title, game_datetime: game.game_datetime };
    let owed = 0;
    await refunds.refundCancelledGame({ eventId: `cancelled-${game.id}`, time: clock.now().toISOString() }, cancelled);
    await work.drain({
      [types.page]: (page, d) => refunds.cancelledGamePage(d, page),
      [types.request]: async (one) => {
        if ((await refunds.refundCancelledRequest(one)) === 'owed') owed++;
      },
    });
    return owed;
  }
  const players = createJoinService({
    games: games.repository,
    requests: joins.repository,
    clock,
    newId: () => `req-${++ids}`,
    payments: pay.store,
    offers,
  });
  const hosts = createHostRequestService({
    games: games.repository,
    requests: joins.repository,
    clock,
    paymentUrl: (id) => `https://app.test/pay/${id}`,
    newPassCode,
  });
  const payments = createPaymentService({
    requests: joins.repository,
    games: games.repository,
    store: pay.store,
    clock,
    settlement,
    gateway: async () => rzp.gateway,
    keySecret: async () => rzp.keySecret,
    log: () => undefined,
  });
  const reads = createPaymentReads({ requests: joins.repository, games: games.repository, store: pay.store, clock });
  const webhooks = createPaymentWebhooks({
    settlement,
    refunds,
    guard: fakeGuard(),
    webhookSecret: async () => WEBHOOK_SECRET,
    log: () => undefined,
  });
  const reconciler = createPaymentReconciler({
    store: pay.store,
    settlement,
    refunds,
    offers,
    gateway: async () => rzp.gateway,
    clock,
    log: () => undefined,
  });
  const gameService = createGameService({ games: games.repository, profiles: profiles.repository, clock });

  const newGame = async (over: Partial<GameInput> = {}): Promise<StoredGame> => {
    const game = await gameService.create(
      'priya',
      gameInputSchema.parse({ ...validGame(), title: `Game ${Math.random()}`, price: 150, ...over }),
    );
    return games.games.get(game.id)!;
  };
  const join = async (userId: string, game: StoredGame) =>
    (
      await players.join(
        userId,
        game.id,
        joinInputSchema.parse({ contactInfo: { name: userId, email: `${userId}@x.test` } }),
      )
    ).joinRequestId;
  /** A paid request the host accepted: accepted + payment pending, with its order. */
  const accepted = async (userId: string, game: StoredGame) => {
    const requestId = await join(userId, game);
    await hosts.decide('priya', requestId, { action: 'accept' });
    const order = await payments.createOrder(userId, { joinRequestId: requestId });
    return { requestId, order };
  };
  const request = (game: StoredGame, userId: string) => joins.items.get(`${game.id}#${userId}`)!;
  const named = (name: string) => pay.events.filter((e) => e.name === name);
  /** A Razorpay webhook as it arrives: raw JSON, signed over exactly these bytes. */
  const webhook = (
    event: string,
    entities: Record<string, Record<string, unknown>>,
    eventId = `evt_${Math.random().toString(36).slice(2)}`,
  ) => {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
    });
    return { rawBody, signature: hmacSha256Hex(WEBHOOK_SECRET, rawBody), eventId };
  };
  const captured = (payment: { id: string; order_id: string | null; amount: number; currency: string }) => ({
    ...payment,
    entity: 'payment',
    status: 'captured',
  });
  return {
    clock,
    games,
    joins,
    pay,
    rzp,
    players,
    hosts,
    payments,
    reads,
    webhooks,
    reconciler,
    refunds,
    cancelledGameRefunds,
    offers,
    settlement,
    newGame,
    join,
    accepted,
    request,
    named,
    webhook,
    captured,
  };
}

let w: ReturnType<typeof world>;
beforeEach(() => {
  w = world();
});

/** Rahul joins a paid game, is accepted and pays. */
const paidPlayer = async (over: Partial<GameInput> = {}) => {
  const game = await w.newGame(over);
  const { requestId, order } = await w.accepted('rahul', game);
  const { callback } = w.rzp.pay(order.orderId);
  await w.payments.verify('rahul', { ...callback, joinRequestId: requestId });
  return { game, requestId, paymentId: callback.razorpay_payment_id };
};

describe('signatures', () => {
  const secret = 'key_secret_abc';
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);

  it('accepts HMAC-SHA256(order_id|payment_id) and rejects a flip of one character in the signature, the payment id or the order id', () => {
    const signature = paymentSignature('order_A1', 'pay_B2', secret);
    expect(paymentSignatureValid('order_A1', 'pay_B2', signature, secret)).toBe(true);
    for (let at = 0; at < signature.length; at += 7)
      expect(paymentSignatureValid('order_A1', 'pay_B2', flip(signature, at), secret), `signature[${at}]`).toBe(false);
    for (let at = 0; at < 'pay_B2'.length; at++)
      expect(paymentSignatureValid('order_A1', flip('pay_B2', at), signature, secret), `payment id[${at}]`).toBe(false);
    for (let at = 0; at < 'order_A1'.length; at++)
      expect(paymentSignatureValid(flip('order_A1', at), 'pay_B2', signature, secret), `order id[${at}]`).toBe(false);
    expect(paymentSignatureValid('order_A1', 'pay_B2', signature.toUpperCase(), secret)).toBe(false);
    expect(paymentSignatureValid('order_A1', 'pay_B2', signature.slice(1), secret)).toBe(false);
    expect(paymentSignatureValid('order_A1', 'pay_B2', undefined, secret)).toBe(false);
  });

  it('checks a webhook over the raw body: the same JSON re-serialised is rejected', () => {
    const raw = '{"event":"payment.captured",  "payload": {"payment": {"entity": {"id": "pay_1", "amount": 15000}}}}';
    const signature = hmacSha256Hex(WEBHOOK_SECRET, raw);
    expect(webhookSignatureValid(raw, signature, WEBHOOK_SECRET)).toBe(true);
    expect(webhookSignatureValid(Buffer.from(raw), signature, WEBHOOK_SECRET)).toBe(true);
    expect(webhookSignatureValid(JSON.stringify(JSON.parse(raw)), signature, WEBHOOK_SECRET)).toBe(false);
    expect(webhookSignatureValid(JSON.stringify(JSON.parse(raw), null, 2), signature, WEBHOOK_SECRET)).toBe(false);
    expect(webhookSignatureValid(raw, flip(signature, 3), WEBHOOK_SECRET)).toBe(false);
    expect(webhookSignatureValid(raw, signature, `${WEBHOOK_SECRET}x`)).toBe(false);
  });

  it('a verify call with any input flipped is rejected and changes nothing', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { callback } = w.rzp.pay(order.orderId);
    const base = { ...callback, joinRequestId: requestId };
    await rejects(
      w.payments.verify('rahul', { ...base, razorpay_signature: flip(callback.razorpay_signature, 0) }),
      ValidationError,
      PAYMENT_MESSAGES.signatureInvalid,
    );
    await rejects(
      w.payments.verify('rahul', { ...base, razorpay_payment_id: flip(callback.razorpay_payment_id, 4) }),
      ValidationError,
      PAYMENT_MESSAGES.signatureInvalid,
    );
    await rejects(
      w.payments.verify('rahul', { ...base, razorpay_order_id: flip(callback.razorpay_order_id, 6) }),
      ValidationError,
      PAYMENT_MESSAGES.orderMismatch,
    );
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.games.games.get(game.id)!.current_players).toBe(0);
  });

  it('a webhook with a re-serialised body is refused (400) and changes nothing', async () => {
    const game = await w.newGame();
    const { order } = await w.accepted('rahul', game);
    const { payment } = w.rzp.pay(order.orderId);
    const delivery = w.webhook('payment.captured', { payment: w.captured(payment) });
    expect(
      await w.webhooks.receive({ ...delivery, rawBody: JSON.stringify(JSON.parse(delivery.rawBody), null, 1) }),
    ).toBe('invalid');
    expect(await w.webhooks.receive({ ...delivery, signature: undefined })).toBe('invalid');
    expect(w.request(game, 'rahul').status).toBe('accepted');
    expect(await w.webhooks.receive(delivery)).toBe('accepted');
    expect(w.request(game, 'rahul').status).toBe('confirmed');
  });
});

describe('create-razorpay-order', () => {
  it('prices the order on the server (price + platform fee, in paise), ignores the browser amount, and answers keyId, amount, currency, orderId', async () => {
    const game = await w.newGame({ price: 150, platform_fee_type: 'percentage', platform_fee_amount: 10 });
    const requestId = await w.join('rahul', game);
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    const answer = await w.payments.createOrder('rahul', { joinRequestId: requestId, gameId: game.id, amount: 1 });
    expect(answer).toEqual({
      keyId: 'rzp_test_fake',
      amount: 16500,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_/),
    });
    expect([...w.rzp.orders.values()]).toEqual([
      { id: answer.orderId, amount: 16500, currency: 'INR', receipt: `yk_req1_1`, status: 'created' },
    ]);
  });

  it('a retried call returns the same order; parallel calls make one order between them', async () => {
    const game = await w.newGame();
    const requestId = await w.join('rahul', game);
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => w.payments.createOrder('rahul', { joinRequestId: requestId })),
    );
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(await w.payments.createOrder('rahul', { joinRequestId: requestId })).toEqual(answers[0]);
    expect(w.rzp.orders.size).toBe(1);
    expect(w.pay.orders.size).toBe(1);
  });

  it('fixes the amount when the host accepts: a later price change leaves the pay page, the order and the payment at it', async () => {
    const game = await w.newGame({ price: 100 });
    const { requestId, order } = await w.accepted('rahul', game);
    expect(order.amount).toBe(10000);
    expect(w.request(game, 'rahul').amount_due).toMatchObject({
      price: 100,
      total: 100,
      amount_paise: 10000,
      currency: 'INR',
    });
    w.games.games.get(game.id)!.price = 500;
    expect((await w.reads.view('rahul', requestId)).breakdown).toMatchObject({ price: 100, total: 100 });
    // Asked again after the change: the same order, for the accepted amount.
    expect(await w.payments.createOrder('rahul', { joinRequestId: requestId })).toEqual(order);
    const { payment } = w.rzp.pay(order.orderId);
    expect(await w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }))).toBe('accepted');
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(w.pay.payments.get(requestId)).toMatchObject({ paid_amount: 10000 });
  });

  it('a first order made after a price change is for the accepted amount too', async () => {
    const game = await w.newGame({ price: 100 });
    const requestId = await w.join('rahul', game);
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    w.games.games.get(game.id)!.price = 500;
    expect((await w.payments.createOrder('rahul', { joinRequestId: requestId })).amount).toBe(10000);
  });

  it('never confirms a payment on an order whose amount differs from the fixed amount', async () => {
    const game = await w.newGame({ price: 100 });
    const { requestId, order } = await w.accepted('rahul', game);
    // An order for ₹500 waiting on the request (as the old rule made after a price rise).
    const stale = {
      ...w.pay.orders.get(order.orderId)!,
      order_id: 'order_stale500',
      amount: 50000,
      receipt: 'yk_stale_2',
    };
    w.pay.orders.set(stale.order_id, stale);
    w.pay.payments.get(requestId)!.order_id = stale.order_id;
    const payment = { id: 'pay_stale500', order_id: stale.order_id, amount: 50000, currency: 'INR' };
    expect(
      await w.settlement.settleCaptured({
        orderId: stale.order_id,
        paymentId: payment.id,
        amount: 50000,
        currency: 'INR',
      }),
    ).toBe('flagged');
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.pay.orders.get(stale.order_id)).toMatchObject({ status: 'flagged' });
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(0);
  });

  it('the store refuses that confirm by itself; negative control: without the condition it confirms', async () => {
    for (const fixedAmount of [false, true]) {
      const world_ = world({ naive: { fixedAmount } });
      const game = await world_.newGame({ price: 100 });
      const { requestId, order } = await world_.accepted('rahul', game);
      const stored = world_.pay.orders.get(order.orderId)!;
      stored.amount = 50000;
      const request = world_.request(game, 'rahul');
      const outcome = await world_.pay.store.confirm({
        request,
        order: stored,
        paymentId: 'pay_x',
        pass: 'pass-x',
        at: NOW,
        events: [],
      });
      expect(outcome, `naive=${fixedAmount}`).toBe(fixedAmount ? 'confirmed' : 'request-changed');
      expect(requestId).toBeTruthy();
    }
  });

  it('only for the caller’s own request while it awaits payment', async () => {
    const game = await w.newGame();
    const requestId = await w.join('rahul', game);
    await rejects(
      w.payments.createOrder('rahul', { joinRequestId: requestId }),
      ConflictError,
      PAYMENT_MESSAGES.notPayable,
    );
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    await rejects(w.payments.createOrder('ananya', { joinRequestId: requestId }), NotFoundError);
    w.games.games.get(game.id)!.status = 'cancelled';
    await rejects(
      w.payments.createOrder('rahul', { joinRequestId: requestId }),
      ConflictError,
      PAYMENT_MESSAGES.gameClosed,
    );
  });
});

describe('verify-razorpay-payment', () => {
  it('confirms with payment_status paid and a PAID pass, taking one spot, once', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { callback } = w.rzp.pay(order.orderId);
    expect(await w.payments.verify('rahul', { ...callback, joinRequestId: requestId })).toEqual({
      status: 'confirmed',
      payment_status: 'paid',
      message: PAYMENT_MESSAGES.confirmed,
    });
    expect(w.request(game, 'rahul')).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      game_pass: expect.stringMatching(/^pass-/),
    });
    expect(w.games.games.get(game.id)!.current_players).toBe(1);
    expect(await w.payments.verify('rahul', { ...callback, joinRequestId: requestId })).toMatchObject({
      status: 'confirmed',
    });
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(1);
  });

  it('rejects a callback whose order id differs from the stored one, even when its signature is right for that order', async () => {
    const game = await w.newGame();
    const rahul = await w.accepted('rahul', game);
    const ananya = await w.accepted('ananya', game);
    const { callback } = w.rzp.pay(ananya.order.orderId);
    // A valid signature for Ananya's order, sent as Rahul's payment.
    await rejects(
      w.payments.verify('rahul', { ...callback, joinRequestId: rahul.requestId }),
      ValidationError,
      PAYMENT_MESSAGES.orderMismatch,
    );
    expect(w.request(game, 'rahul').status).toBe('accepted');
  });

  it('the same payment confirmed by the callback and the webhook (in either order, or at once) confirms once', async () => {
    for (const order of ['callback-first', 'webhook-first', 'together'] as const) {
      w = world();
      const game = await w.newGame();
      const { requestId, order: made } = await w.accepted('rahul', game);
      const { payment, callback } = w.rzp.pay(made.orderId);
      const viaCallback = () => w.payments.verify('rahul', { ...callback, joinRequestId: requestId });
      const viaWebhook = () => w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }));
      if (order === 'callback-first') await viaCallback().then(viaWebhook);
      if (order === 'webhook-first') await viaWebhook().then(viaCallback);
      if (order === 'together') await Promise.all([viaCallback(), viaWebhook(), viaCallback(), viaWebhook()]);
      expect(w.named('PaymentConfirmed.v1'), order).toHaveLength(1);
      expect(w.games.games.get(game.id)!.current_players, order).toBe(1);
      expect(w.pay.refunds.size, order).toBe(0);
    }
  });

  it('a webhook that read the order just before the callback confirmed it neither refunds nor confirms twice', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { payment, callback } = w.rzp.pay(order.orderId);
    // The webhook's first read of the order happens, then the callback confirms, then it goes on.
    const getOrder = w.pay.store.getOrder;
    let stale: (() => void) | null = null;
    const held = new Promise<void>((go) => (stale = go));
    let first = true;
    w.pay.store.getOrder = async (id) => {
      const snapshot = await getOrder(id);
      if (first) {
        first = false;
        await held;
      }
      return snapshot;
    };
    const webhook = w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }));
    await new Promise((r) => setTimeout(r, 10));
    expect(await w.payments.verify('rahul', { ...callback, joinRequestId: requestId })).toMatchObject({
      status: 'confirmed',
    });
    stale!();
    await webhook;
    expect(w.pay.refunds.size).toBe(0);
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(1);
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('answers processing while Razorpay has not captured the money; the webhook settles it later', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { payment, callback } = w.rzp.pay(order.orderId, { status: 'authorized' });
    expect(await w.payments.verify('rahul', { ...callback, joinRequestId: requestId })).toMatchObject({
      status: 'processing',
    });
    expect(w.request(game, 'rahul').status).toBe('accepted');
    await w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }));
    expect(w.request(game, 'rahul').status).toBe('confirmed');
  });
});

describe('webhooks in any order', () => {
  /** `count` players accepted into `game`, each having paid at Razorpay: their captured payments. */
  const capturedPayments = async (game: Parameters<typeof w.accepted>[1], count: number) => {
    const payments = [];
    for (let i = 0; i < count; i++) {
      const { order } = await w.accepted(`player${i}`, game);
      payments.push(w.captured(w.rzp.pay(order.orderId).payment));
    }
    return payments;
  };

  it('1,000 distinct events delivered 3 times each, all at once: 1,000 state changes', async () => {
    const game = await w.newGame({ max_players: 1000 });
    w.games.games.get(game.id)!.max_players = 1000;
    const deliveries = (await capturedPayments(game, 1000)).map((payment, i) =>
      w.webhook('payment.captured', { payment }, `evt_${i}`),
    );
    const answers = await Promise.all([...deliveries, ...deliveries, ...deliveries].map((d) => w.webhooks.receive(d)));
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(1000);
    expect(answers.filter((a) => a === 'duplicate')).toHaveLength(2000);
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(1000);
    expect(
      [...w.joins.items.values()].filter((r) => r.status === 'confirmed' && r.payment_status === 'paid'),
    ).toHaveLength(1000);
    expect(w.games.games.get(game.id)!.current_players).toBe(1000);
  }, 60_000);

  it('negative control: without the settle-once conditions (and with fresh event ids), redeliveries change state more than once per payment', async () => {
    w = world({ naive: { settleOnce: true } });
    const game = await w.newGame({ max_players: 1000 });
    w.games.games.get(game.id)!.max_players = 3000;
    // A fresh event id per delivery: the guard can't help, only the conditions could.
    const deliveries = (await capturedPayments(game, 300)).map(
      (payment) => () => w.webhook('payment.captured', { payment }),
    );
    await Promise.all([...deliveries, ...deliveries, ...deliveries].map((d) => w.webhooks.receive(d())));
    expect(w.named('PaymentConfirmed.v1').length).toBeGreaterThan(300);
    expect(w.games.games.get(game.id)!.current_players).toBeGreaterThan(300);
  }, 60_000);

  it('order.paid before payment.captured: fulfilled once', async () => {
    const game = await w.newGame();
    const { order } = await w.accepted('rahul', game);
    const { payment } = w.rzp.pay(order.orderId);
    expect(
      await w.webhooks.receive(
        w.webhook('order.paid', {
          payment: w.captured(payment),
          order: { id: order.orderId, amount: order.amount, status: 'paid' },
        }),
      ),
    ).toBe('accepted');
    expect(await w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }))).toBe('accepted');
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(1);
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('a late capture after payment.failed: fulfilled once; a failure after the capture never moves the paid request back', async () => {
    const game = await w.newGame();
    const { order } = await w.accepted('rahul', game);
    const { payment } = w.rzp.pay(order.orderId);
    const failed = {
      ...payment,
      entity: 'payment',
      status: 'failed',
      error_description: 'Payment processing failed due to a bank timeout',
    };
    await w.webhooks.receive(w.webhook('payment.failed', { payment: failed }));
    expect(w.pay.orders.get(order.orderId)).toMatchObject({
      status: 'attempted',
      last_error: expect.stringContaining('bank timeout'),
    });
    expect(w.request(game, 'rahul').status).toBe('accepted');
    await w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(payment) }));
    await w.webhooks.receive(w.webhook('order.paid', { payment: w.captured(payment), order: { id: order.orderId } }));
    await w.webhooks.receive(w.webhook('payment.failed', { payment: failed }));
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(1);
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(w.pay.orders.get(order.orderId)!.status).toBe('paid');
  });

  it('unknown orders and events are acknowledged and change nothing', async () => {
    expect(
      await w.webhooks.receive(
        w.webhook('payment.captured', {
          payment: { id: 'pay_x', order_id: 'order_nope', amount: 100, currency: 'INR', status: 'captured' },
        }),
      ),
    ).toBe('accepted');
    expect(await w.webhooks.receive(w.webhook('subscription.charged', {}))).toBe('accepted');
    expect(w.pay.events).toEqual([]);
  });
});

describe('capacity', () => {
  /** Rahul and Ananya, both accepted, each paying for the last of two spots. */
  const lastSpotRace = async () => {
    const game = await w.newGame({ max_players: 2 });
    const a = await w.accepted('rahul', game);
    const b = await w.accepted('ananya', game);
    w.games.games.get(game.id)!.current_players = 1;
    return { game, a, b, pa: w.rzp.pay(a.order.orderId), pb: w.rzp.pay(b.order.orderId) };
  };

  it('two payments racing for the last spot: one confirmed, one waitlisted and refunded in full, no overbooking', async () => {
    const { game, a, b, pa, pb } = await lastSpotRace();
    await Promise.all([
      w.payments.verify('rahul', { ...pa.callback, joinRequestId: a.requestId }),
      w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(pb.payment) })),
      w.payments.verify('ananya', { ...pb.callback, joinRequestId: b.requestId }),
      w.webhooks.receive(w.webhook('payment.captured', { payment: w.captured(pa.payment) })),
    ]);
    const statuses = [w.request(game, 'rahul'), w.request(game, 'ananya')]
      .map((r) => `${r.status}/${r.payment_status}`)
      .sort();
    expect(statuses).toEqual(['confirmed/paid', 'waitlist/refunded']);
    expect(w.games.games.get(game.id)!.current_players).toBe(2);
    const loser = w.request(game, 'rahul').status === 'waitlist' ? pa.payment : pb.payment;
    expect([...w.pay.refunds.values()]).toEqual([
      expect.objectContaining({ payment_id: loser.id, amount: 15000, reason: 'game-full', status: 'requested' }),
    ]);
    expect(w.named('PaymentWaitlisted.v1')).toHaveLength(1);
    // The waitlisted payer's card shows the full refund of what they paid.
    const waitlisted = w.request(game, 'rahul').status === 'waitlist' ? 'rahul' : 'ananya';
    expect((await w.players.myRequest(waitlisted, game.id)).refund).toMatchObject({
      state: 'on-its-way',
      amount_paise: 15000,
      paid_paise: 15000,
    });
    expect(w.named('RefundRequested.v1')).toHaveLength(1);
    // The refund goes out once, however often it is asked for.
    await Promise.all([w.refunds.issue(loser.id), w.refunds.issue(loser.id)]);
    expect(w.rzp.refunds.size).toBe(1);
    expect(w.pay.refunds.get(loser.id)!.status).toBe('processed');
  });

  it('negative control: without the capacity condition the same race overbooks', async () => {
    w = world({ naive: { capacity: true } });
    const { game, a, b, pa, pb } = await lastSpotRace();
    await Promise.all([
      w.payments.verify('rahul', { ...pa.callback, joinRequestId: a.requestId }),
      w.payments.verify('ananya', { ...pb.callback, joinRequestId: b.requestId }),
    ]);
    expect(w.games.games.get(game.id)!.current_players).toBe(3);
  });

  it('amount or currency mismatch: flagged, not confirmed', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { payment, callback } = w.rzp.pay(order.orderId, { amount: 100 });
    await rejects(w.payments.verify('rahul', { ...callback, joinRequestId: requestId }), ConflictError);
    expect(w.pay.orders.get(order.orderId)).toMatchObject({
      status: 'flagged',
      flag_reason: 'captured 100 INR, order is for 15000 INR',
    });
    await w.webhooks.receive(
      w.webhook('payment.captured', { payment: w.captured({ ...payment, amount: 15000, currency: 'USD' }) }),
    );
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.named('PaymentConfirmed.v1')).toHaveLength(0);
    expect(w.games.games.get(game.id)!.current_players).toBe(0);
  });
});

describe('refunds: withdrawal per the cancellation policy, cancellation in full', () => {
  it('flexible: the quote shown before withdrawing is a full refund until 24 h before, and the withdrawal owes exactly that', async () => {
    const { game, requestId, paymentId } = await paidPlayer({ cancellation_policy: 'flexible' });
    const quote = await w.reads.refundQuote('rahul', requestId);
    expect(quote).toEqual({
      refundable: true,
      amount: 150,
      paid: 150,
      percent: 100,
      policy: 'flexible',
      message: 'You will get ₹150 of your ₹150 back (full refund until 24 hours before the game).',
    });
    expect(await w.players.withdraw('rahul', requestId)).toEqual({
      status: 'withdrawn',
      promoted: false,
      refund: { amount: 150, message: quote.message },
    });
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'withdrawn', payment_status: 'refunded' });
    expect(w.pay.refunds.get(paymentId)).toMatchObject({ amount: 15000, reason: 'withdrawn', key: `rf_${paymentId}` });
    expect(w.games.games.get(game.id)!.current_players).toBe(0);
    await w.refunds.issue(paymentId);
    expect(w.rzp.gateway.calls).toContain(`refund rf_${paymentId} 15000`);
  });

  it('moderate: 50% until 12 h before, nothing after; strict: nothing', async () => {
    const moderate = await paidPlayer({ cancellation_policy: 'moderate' });
    // 5 Dec 18:30 IST is 13:00Z; 20 h before is 17:00Z on 4 Dec.
    w.clock.advance(new Date('2026-12-04T17:00:00Z').getTime() - new Date(NOW).getTime());
    expect(await w.reads.refundQuote('rahul', moderate.requestId)).toMatchObject({
      refundable: true,
      amount: 75,
      percent: 50,
    });
    w.clock.advance(10 * HOUR);
    expect(await w.reads.refundQuote('rahul', moderate.requestId)).toMatchObject({
      refundable: false,
      amount: 0,
      percent: 0,
    });
    expect(await w.players.withdraw('rahul', moderate.requestId)).toMatchObject({ refund: { amount: 0 } });
    expect(w.request(moderate.game, 'rahul').payment_status).toBe('paid');
    expect(w.pay.refunds.size).toBe(0);

    w = world();
    const strict = await paidPlayer({ cancellation_policy: 'strict' });
    expect(await w.reads.refundQuote('rahul', strict.requestId)).toMatchObject({
      refundable: false,
      amount: 0,
      message: expect.stringContaining('no-refund policy'),
    });
  });

  it('a request with nothing paid quotes nothing', async () => {
    const game = await w.newGame();
    const requestId = await w.join('rahul', game);
    expect(await w.reads.refundQuote('rahul', requestId)).toMatchObject({ refundable: false, amount: 0, paid: 0 });
  });

  it('a cancelled game refunds every paid player in full, once, whatever its policy', async () => {
    const { game, paymentId } = await paidPlayer({ cancellation_policy: 'strict' });
    await w.accepted('ananya', game);
    expect(await w.cancelledGameRefunds(game)).toBe(1);
    expect(await w.cancelledGameRefunds(game)).toBe(0);
    expect(w.pay.refunds.get(paymentId)).toMatchObject({ amount: 15000, reason: 'game-cancelled' });
    expect(w.request(game, 'rahul').payment_status).toBe('refunded');
    expect(w.request(game, 'ananya').payment_status).toBe('pending');
  });
});

describe('freed paid spots go to the waitlist with an expiring payment link', () => {
  it('offers the spot to the first waitlisted player; an unpaid offer passes to the next; a paid one confirms', async () => {
    const game = await w.newGame({ max_players: 2 });
    // Everyone asks while there is room; the host takes two and waitlists two.
    const waiting = [];
    for (const who of ['kiran', 'meera']) {
      const id = await w.join(who, game);
      await w.hosts.decide('priya', id, { action: 'waitlist' });
      waiting.push(id);
      w.clock.advance(1000);
    }
    const paid = [];
    for (const who of ['rahul', 'ananya']) {
      const { requestId, order } = await w.accepted(who, game);
      const { callback } = w.rzp.pay(order.orderId);
      await w.payments.verify(who, { ...callback, joinRequestId: requestId });
      paid.push(requestId);
    }
    await w.players.withdraw('rahul', paid[0]!);
    expect(w.request(game, 'kiran')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    const offered = w.named('PaymentOffered.v1');
    // 5 Dec 13:00Z is ~14 days away: the offer is held 2 hours (decision 060), 15:30–17:30 IST.
    expect(offered).toEqual([
      {
        name: 'PaymentOffered.v1',
        detail: expect.objectContaining({
          requestId: waiting[0],
          paymentUrl: `https://app.test/pay/${waiting[0]}`,
          amount: 15000,
          dueAt: new Date(w.clock.now().getTime() + 2 * HOUR).toISOString(),
        }),
      },
    ]);
    expect((await w.reads.view('kiran', waiting[0]!)).payable).toBe(true);
    // The offer fixes the amount as an accept does (decision 015): a later price change can't reach it.
    expect(w.request(game, 'kiran').amount_due).toMatchObject({ amount_paise: 15000 });
    w.games.games.get(game.id)!.price = 900;
    expect((await w.reads.view('kiran', waiting[0]!)).breakdown.total).toBe(150);
    w.games.games.get(game.id)!.price = 150;

    w.clock.advance(2 * HOUR + 1000);
    await rejects(
      w.payments.createOrder('kiran', { joinRequestId: waiting[0]! }),
      ConflictError,
      PAYMENT_MESSAGES.offerExpired,
    );
    expect((await w.reconciler.run()).offersLapsed).toBe(1);
    expect(w.request(game, 'kiran').status).toBe('waitlist');
    expect(w.request(game, 'meera')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.named('PaymentOfferExpired.v1')).toHaveLength(1);

    const order = await w.payments.createOrder('meera', { joinRequestId: waiting[1]! });
    const { callback } = w.rzp.pay(order.orderId);
    expect(await w.payments.verify('meera', { ...callback, joinRequestId: waiting[1]! })).toMatchObject({
      status: 'confirmed',
    });
    expect(w.games.games.get(game.id)!.current_players).toBe(2);
  });
});

describe('the reconciler', () => {
  it('settles an order whose callback and webhook were both lost, once it has been open 15 minutes', async () => {
    const game = await w.newGame();
    const { order } = await w.accepted('rahul', game);
    w.rzp.pay(order.orderId);
    expect((await w.reconciler.run()).settled).toBe(0);
    w.clock.advance(15 * 60_000);
    expect(await w.reconciler.run()).toMatchObject({ settled: 1, errors: 0 });
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await w.reconciler.run()).toMatchObject({ settled: 0 });
  });

  it('defers an unpaid order, abandons it after a day, and asks again for refunds Razorpay has not accepted', async () => {
    const game = await w.newGame();
    const { order } = await w.accepted('rahul', game);
    w.clock.advance(15 * 60_000);
    expect(await w.reconciler.run()).toMatchObject({ deferred: 1 });
    w.clock.advance(24 * HOUR);
    expect(await w.reconciler.run()).toMatchObject({ abandoned: 1 });
    expect(w.pay.orders.get(order.orderId)!.status).toBe('abandoned');

    const other = await w.accepted('ananya', game);
    w.games.games.get(game.id)!.current_players = game.max_players;
    const { callback } = w.rzp.pay(other.order.orderId);
    await w.payments.verify('ananya', { ...callback, joinRequestId: other.requestId });
    expect(w.pay.refunds.get(callback.razorpay_payment_id)!.status).toBe('requested');
    w.clock.advance(16 * 60_000);
    expect(await w.reconciler.run()).toMatchObject({ refundsRetried: 1 });
    expect(w.pay.refunds.get(callback.razorpay_payment_id)!.status).toBe('processed');
  });
});

describe('payment deadline on every paid accept', () => {
  it('an accept owes payment by the deadline rule; unpaid past it the accept lapses, the player is told and the spot is offered on', async () => {
    const game = await w.newGame({ max_players: 2 });
    const kiran = await w.join('kiran', game);
    const meera = await w.join('meera', game);
    await w.hosts.decide('priya', kiran, { action: 'accept' });
    await w.hosts.decide('priya', meera, { action: 'waitlist' });
    const due = paymentDueAt(game.game_datetime, w.clock.now())!;
    expect(w.request(game, 'kiran')).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: due,
    });
    expect(w.named('JoinDecided.v1').at(0)?.detail).toMatchObject({ requestId: kiran, paymentDueAt: due });
    expect((await w.players.myRequest('kiran', game.id)).payment_due_at).toBe(due);

    // Just before the deadline nothing lapses; just after, the reconciler lapses it once.
    w.clock.advance(new Date(due).getTime() - w.clock.now().getTime() - 1000);
    expect((await w.reconciler.run()).offersLapsed).toBe(0);
    w.clock.advance(2000);
    await rejects(
      w.payments.createOrder('kiran', { joinRequestId: kiran }),
      ConflictError,
      PAYMENT_MESSAGES.offerExpired,
    );
    expect((await w.reconciler.run()).offersLapsed).toBe(1);
    expect((await w.reconciler.run()).offersLapsed).toBe(0);
    expect(w.request(game, 'kiran')).toMatchObject({ status: 'waitlist', payment_due_at: null });
    expect(w.named('PaymentOfferExpired.v1')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ requestId: kiran }) }),
    ]);
    // The waitlisted player is offered the spot, with a deadline of their own.
    expect(w.request(game, 'meera')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.named('PaymentOffered.v1').at(-1)?.detail).toMatchObject({ requestId: meera });
  });

  it('paid in time: confirmed, and the deadline passing later changes nothing', async () => {
    const game = await w.newGame();
    const { requestId, order } = await w.accepted('rahul', game);
    const { callback } = w.rzp.pay(order.orderId);
    await w.payments.verify('rahul', { ...callback, joinRequestId: requestId });
    expect(w.request(game, 'rahul')).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      payment_due_at: null,
    });
    w.clock.advance(25 * HOUR);
    expect((await w.reconciler.run()).offersLapsed).toBe(0);
    expect(w.request(game, 'rahul')).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(w.named('PaymentOfferExpired.v1')).toEqual([]);
  });

  it("a cancelled game's unpaid accept ends quietly at its deadline: no 'not paid in time' news", async () => {
    const game = await w.newGame();
    const requestId = await w.join('kiran', game);
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    w.games.games.get(game.id)!.status = 'cancelled';
    w.clock.advance(25 * HOUR);
    expect((await w.reconciler.run()).offersLapsed).toBe(1);
    expect(w.named('PaymentOfferExpired.v1')).toEqual([]);
    expect((await w.reconciler.run()).offersLapsed).toBe(0);
  });

  it('a free accept has no deadline', async () => {
    const game = await w.newGame({ price: 0 });
    const requestId = await w.join('rahul', game);
    await w.hosts.decide('priya', requestId, { action: 'accept' });
    expect(w.request(game, 'rahul').payment_due_at ?? null).toBeNull();
    expect(w.named('JoinDecided.v1').at(0)?.detail).toMatchObject({ paymentDueAt: null });
  });
});

describe("the refund on the player's card", () => {
  const refundEvent = (event: string, paymentId: string, status: string, eventId?: string) =>
    w.webhook(
      event,
      { refund: { id: `rfnd_${paymentId}`, entity: 'refund', payment_id: paymentId, amount: 15000, status } },
      eventId,
    );
  const card = async (gameId: string) => (await w.players.myRequest('rahul', gameId)).refund;

  it('on its way until Razorpay processes it, then refunded on that day; repeated and late events change nothing', async () => {
    const { game, requestId, paymentId } = await paidPlayer({ cancellation_policy: 'flexible' });
    expect(await card(game.id)).toBeNull();
    await w.players.withdraw('rahul', requestId);
    const onItsWay = { state: 'on-its-way', amount_paise: 15000, paid_paise: 15000, settled_at: null, rule: null };
    expect(await card(game.id)).toEqual(onItsWay);
    expect(await w.webhooks.receive(refundEvent('refund.created', paymentId, 'pending'))).toBe('accepted');
    expect(await card(game.id)).toEqual(onItsWay);

    w.clock.advance(HOUR);
    const processed = refundEvent('refund.processed', paymentId, 'processed', 'evt_processed_1');
    expect(await w.webhooks.receive(processed)).toBe('accepted');
    const settledAt = w.clock.now().toISOString();
    expect(await card(game.id)).toEqual({ ...onItsWay, state: 'refunded', settled_at: settledAt });
    // Razorpay's retry of the same event, and a refund.created arriving late, move nothing back.
    w.clock.advance(HOUR);
    expect(await w.webhooks.receive(processed)).toBe('duplicate');
    await w.webhooks.receive(refundEvent('refund.created', paymentId, 'pending'));
    await w.webhooks.receive(refundEvent('refund.processed', paymentId, 'processed'));
    expect(await card(game.id)).toEqual({ ...onItsWay, state: 'refunded', settled_at: settledAt });
    expect((await w.players.myRequests('rahul')).find((r) => r.id === requestId)?.refund?.state).toBe('refunded');
  });

  it('a failed refund says so and stays failed', async () => {
    const { game, requestId, paymentId } = await paidPlayer({ cancellation_policy: 'flexible' });
    await w.players.withdraw('rahul', requestId);
    await w.webhooks.receive(refundEvent('refund.failed', paymentId, 'failed'));
    await w.webhooks.receive(refundEvent('refund.created', paymentId, 'pending'));
    expect(await card(game.id)).toMatchObject({ state: 'failed', amount_paise: 15000 });
  });

  it('a withdrawal the policy refunds nothing says so with the rule', async () => {
    const { game, requestId } = await paidPlayer({ cancellation_policy: 'strict' });
    await w.players.withdraw('rahul', requestId);
    expect(await card(game.id)).toEqual({
      state: 'none',
      amount_paise: 0,
      paid_paise: 15000,
      settled_at: null,
      rule: 'this game has a no-refund policy',
    });
  });

  it("the host's cancellation shows the full refund, whatever the policy", async () => {
    const { game, paymentId } = await paidPlayer({ cancellation_policy: 'strict' });
    await w.cancelledGameRefunds(game);
    expect(await card(game.id)).toMatchObject({ state: 'on-its-way', amount_paise: 15000 });
    await w.webhooks.receive(refundEvent('refund.processed', paymentId, 'processed'));
    expect(await card(game.id)).toMatchObject({ state: 'refunded', amount_paise: 15000 });
  });
});
