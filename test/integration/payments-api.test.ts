import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { startRazorpayStandIn } from '@infra/local/razorpay/razorpay-stand-in';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { gameKeys } from '@functions/games/adapters/keys';
import { paymentKeys } from '@functions/payments/adapters/keys';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { razorpayGateway } from '@functions/payments/adapters/razorpay-gateway';
import { createOfferService } from '@functions/payments/payment-offers';
import { createPaymentReconciler } from '@functions/payments/payment-reconciler';
import { createPaymentService } from '@functions/payments/payment-service';
import { createPaymentSettlement } from '@functions/payments/payment-settlement';
import { hmacSha256Hex } from '@functions/payments/payment-signatures';
import type { Clock } from '@functions/platform/clock';
import { createRefundService } from '@functions/payments/refund-service';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import { apiClient, gameBody, refundsOf, streamCaughtUp, uniqueTag, until } from '../support/games-client';
import { waitForMail } from '../support/dev-outbox';
import { demoEmail, demoTokens } from '../support/demo-tokens';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { raceBarrier } from '../support/race-barrier';
import { sendingThrough } from '../support/sending-through';

// Payments through every layer: the local router + JWT → handlers → services → DynamoDB
// Local, the official SDK against the local Razorpay stand-in, its checkout and its signed
// webhooks, the event bus and the outbox. Races run against DynamoDB Local with negative controls.
const base = inject('localStackUrl');
const stackRazorpay = inject('razorpay');
const { call } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'kavya']);
type Who = keyof typeof tokens;
const RUN = uniqueTag();
const contactEmail = (who: Who) => `${who}.pay.${RUN}@players.test`;

// A second Razorpay, without webhooks, for the tests that deliver (or lose) webhooks themselves.
const QUIET = { keyId: 'rzp_test_quiet', keySecret: 'quiet_secret_0123456789', webhookSecret: 'quiet_webhook' };
let quiet: Awaited<ReturnType<typeof startRazorpayStandIn>>;
beforeAll(async () => {
  quiet = await startRazorpayStandIn({ ...QUIET, webhookUrl: () => null });
});
afterAll(async () => {
  await quiet.stop();
  // Let the stand-in's webhooks and the events of this file drain, so other files' events don't
  // queue behind them: wait until an event written last has come through the stream.
  await until(
    async () =>
      (
        (await (await fetch(`${base}/local-razorpay/deliveries`)).json()) as { deliveries: { status: number | null }[] }
      ).deliveries.every((d) => d.status !== null),
    20_000,
    'webhooks',
  );
  const marker = await newGame({ price: 0 });
  await streamCaughtUp(base, marker.id);
}, 90_000);

// Not in Koramangala (gameBody's default): these games stay upcoming, and the search tests count
// on 'kora' not being crowded by other files' games.
const PLACE = {
  location: 'Indiranagar Sports Arena, Bengaluru',
  maps_link: 'https://www.google.com/maps?q=12.9784,77.6408',
};
const newGame = async (over: Record<string, unknown> = {}) => {
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.priya,
    body: gameBody({ ...PLACE, price: 150, platform_fee_type: 'fixed', platform_fee_amount: 10, ...over }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string; host_id: string };
};
const joinAs = async (who: Who, game: { id: string }) => {
  const joined = await call(`/api/games/${game.id}/join`, {
    method: 'POST',
    token: tokens[who],
    body: { contactInfo: { name: `${who} Test`, email: contactEmail(who) } },
  });
  expect(joined.status).toBe(201);
  return joined.body.joinRequestId as string;
};
const decide = (requestId: string, action: string) =>
  call(`/api/requests/${requestId}/decision`, { method: 'POST', token: tokens.priya, body: { action } });
/** The local checkout page's form, as the browser posts it; answers the pay page's query string. */
const checkout = async (orderId: string, requestId: string, outcome: 'pay' | 'fail') => {
  const answer = await fetch(`${base}/local-razorpay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: orderId, return_to: `/pay/${requestId}`, outcome }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!, base);
  expect(location.pathname).toBe(`/pay/${requestId}`);
  return Object.fromEntries(location.searchParams) as Record<string, string>;
};
/** `who` joins, is accepted, and pays as the pay page does (order, local checkout, verify). */
const paidPlayer = async (who: Who, game: { id: string }) => {
  const requestId = await joinAs(who, game);
  await decide(requestId, 'accept');
  const pay = { method: 'POST', token: tokens[who], body: { joinRequestId: requestId } };
  const order = (await call('/api/payments/orders', pay)).body;
  const paid = await checkout(order.orderId, requestId, 'pay');
  await call('/api/payments/verify', { ...pay, body: { ...paid, joinRequestId: requestId } });
  return { requestId, paid };
};
const standInApi = (path: string) =>
  fetch(`${base}/local-razorpay/api/v1${path}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${stackRazorpay.keyId}:${stackRazorpay.keySecret}`).toString('base64')}`,
    },
  }).then((r) => r.json());
const eventsFor = async (name: string, requestId: string) => {
  const { events } = (await (await fetch(`${base}/dev/events`)).json()) as {
    events: { 'detail-type': string; detail: { requestId?: string } }[];
  };
  return events.filter((e) => e['detail-type'] === name && e.detail.requestId === requestId);
};
const mailTo = (to: string, subject: string) => waitForMail(base, to, subject, 15_000);
const gameItem = async (gameId: string) =>
  (await db.send(new GetCommand({ TableName: LOCAL.tableName, Key: gameKeys.game(gameId), ConsistentRead: true })))
    .Item!;

describe('the paid loop through the API', () => {
  it('accept → pay page → one order however often asked → a failed attempt, then a paid one → verified once → PAID pass', async () => {
    const game = await newGame();
    const requestId = await joinAs('rahul', game);
    expect((await decide(requestId, 'accept')).body).toEqual({
      paymentRequired: true,
      paymentUrl: `${base}/pay/${requestId}`,
      status: 'accepted',
    });
    const asked = await mailTo(demoEmail('rahul'), `Payment needed to confirm your spot: ${game.title}`);
    // Every paid accept owes payment by a deadline (decision 041): on the request, on the reconciler's
    // due list in the same write, and in the e-mail.
    const accepted = (await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body;
    expect(accepted).toMatchObject({ status: 'accepted', payment_due_at: expect.any(String), refund: null });
    expect(new Date(accepted.payment_due_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(accepted.payment_due_at).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // The host's card says until when ('Not paid yet · Pay by …'): the same deadline.
    const hostSees = async () =>
      ((await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests as { id: string }[]).find(
        (r) => r.id === requestId,
      ) as { payment_due_at?: string | null };
    expect((await hostSees()).payment_due_at).toBe(accepted.payment_due_at);
    const paymentSide = (
      await db.send(
        new GetCommand({
          TableName: LOCAL.tableName,
          Key: paymentKeys.requestPayment(game.id, requestId),
          ConsistentRead: true,
        }),
      )
    ).Item;
    expect(paymentSide).toMatchObject({
      offer_due_at: accepted.payment_due_at,
      ...paymentKeys.openOffer(accepted.payment_due_at, requestId),
    });
    expect(asked.text).toMatch(
      /Pay by (Today|Tomorrow|\w{3} \d{1,2} \w{3}), \d{1,2}:\d\d [ap]m IST to confirm your spot/,
    );

    const view = await call(`/api/requests/${requestId}/payment`, { token: tokens.rahul });
    expect(view.body).toMatchObject({
      payable: true,
      breakdown: { price: 150, fee: 10, total: 160, currency: 'INR', fee_type: 'fixed' },
      game: { id: game.id, title: game.title },
    });
    expect((await call(`/api/requests/${requestId}/payment`, { token: tokens.ananya })).status).toBe(404);

    // The browser's amount is ignored; parallel and repeated calls answer one order.
    const orders = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('/api/payments/orders', {
          method: 'POST',
          token: tokens.rahul,
          body: { joinRequestId: requestId, gameId: game.id, amount: 1 },
        }),
      ),
    );
    expect(orders.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    const order = orders[0]!.body as { orderId: string; amount: number; currency: string; keyId: string };
    expect(order).toMatchObject({ amount: 16000, currency: 'INR', keyId: stackRazorpay.keyId });
    expect(new Set(orders.map((o) => o.body.orderId)).size).toBe(1);

    const page = await fetch(`${base}/local-razorpay/checkout?order_id=${order.orderId}&return_to=/pay/${requestId}`);
    expect(await page.text()).toContain('₹160.00');
    expect(
      (await fetch(`${base}/local-razorpay/checkout?order_id=${order.orderId}&return_to=https://evil.test/`)).status,
    ).toBe(400);

    const failed = await checkout(order.orderId, requestId, 'fail');
    expect(failed.payment_error).toMatch(/declined/);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
    });

    const paid = await checkout(order.orderId, requestId, 'pay');
    const verify = (body: Record<string, string>) =>
      call('/api/payments/verify', {
        method: 'POST',
        token: tokens.rahul,
        body: { ...body, joinRequestId: requestId },
      });
    expect(
      await verify({
        ...paid,
        razorpay_signature: paid.razorpay_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      }),
    ).toEqual({
      status: 400,
      body: { message: PAYMENT_MESSAGES.signatureInvalid, field: 'razorpay_signature' },
    });
    expect((await verify({ ...paid, razorpay_order_id: 'order_SomeoneElses1' })).body.message).toBe(
      PAYMENT_MESSAGES.orderMismatch,
    );
    expect(await verify(paid)).toEqual({
      status: 200,
      body: { status: 'confirmed', payment_status: 'paid', message: PAYMENT_MESSAGES.confirmed },
    });

    const mine = (await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body;
    expect(mine).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      game_pass: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      payment_due_at: null,
    });
    // Paid in time: off the due list, so the deadline passing later lapses nothing.
    const settled = (
      await db.send(
        new GetCommand({
          TableName: LOCAL.tableName,
          Key: paymentKeys.requestPayment(game.id, requestId),
          ConsistentRead: true,
        }),
      )
    ).Item;
    expect(settled?.offer_due_at).toBeUndefined();
    expect(settled?.gsi5pk).toBeUndefined();
    // The receipt rides on the request the player reads, never on the host's view.
    expect(mine.receipt).toEqual({
      payment_id: paid.razorpay_payment_id,
      amount_paise: 16000,
      currency: 'INR',
      paid_at: expect.any(String),
    });
    const listed = (
      (await call('/api/me/requests', { token: tokens.rahul })).body.requests as { id: string; receipt: unknown }[]
    ).find((r) => r.id === requestId);
    expect(listed?.receipt).toEqual(mine.receipt);
    expect(JSON.stringify((await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body)).not.toContain(
      paid.razorpay_payment_id!,
    );
    // Paid: nothing left to pay by.
    expect((await hostSees()).payment_due_at).toBeUndefined();
    expect((await gameItem(game.id)).current_players).toBe(1);
    // The stand-in's payment.captured and order.paid webhooks arrive too: still one confirmation.
    await until(
      async () => (await eventsFor('PaymentConfirmed.v1', requestId)).length > 0,
      15_000,
      'PaymentConfirmed.v1',
    );
    await mailTo(demoEmail('rahul'), `You're in: ${game.title}`);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await eventsFor('PaymentConfirmed.v1', requestId)).toHaveLength(1);
    expect((await gameItem(game.id)).current_players).toBe(1);
  });

  it('a paid player sees the refund before withdrawing, and withdrawing refunds exactly that through Razorpay, once', async () => {
    const game = await newGame({ cancellation_policy: 'moderate' });
    const { requestId, paid } = await paidPlayer('ananya', game);

    const quote = (await call(`/api/requests/${requestId}/refund-quote`, { token: tokens.ananya })).body;
    expect(quote).toEqual({
      refundable: true,
      amount: 80,
      paid: 160,
      percent: 50,
      policy: 'moderate',
      message: 'You will get ₹80 of your ₹160 back (50% refund until 12 hours before the game).',
    });
    const withdrawn = await call(`/api/requests/${requestId}/withdraw`, { method: 'POST', token: tokens.ananya });
    expect(withdrawn.body).toEqual({
      status: 'withdrawn',
      promoted: false,
      refund: { amount: 80, message: quote.message },
    });

    // The card shows the refund on its way until Razorpay processes it.
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body.refund).toEqual({
      state: 'on-its-way',
      amount_paise: 8000,
      paid_paise: 16000,
      settled_at: null,
      rule: null,
    });
    const refunds = await until(
      async () => {
        const list = (await standInApi(`/payments/${paid.razorpay_payment_id}/refunds`)) as {
          items: { amount: number; receipt: string }[];
        };
        return list.items.length ? list.items : undefined;
      },
      15_000,
      'the refund at Razorpay',
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: 8000, receipt: `rf_${paid.razorpay_payment_id}` })]);
    await mailTo(demoEmail('ananya'), `Refund started: ${game.title}`);
    const refund = await until(
      async () => {
        const item = (
          await db.send(
            new GetCommand({
              TableName: LOCAL.tableName,
              Key: paymentKeys.refund(paid.razorpay_payment_id!),
              ConsistentRead: true,
            }),
          )
        ).Item;
        return item?.status === 'processed' ? item : undefined;
      },
      15_000,
      'refund processed',
    );
    expect(refund).toMatchObject({
      amount: 8000,
      reason: 'withdrawn',
      razorpay_refund_id: expect.stringMatching(/^rfnd_/),
    });
    // The local Razorpay sent refund.created, then refund.processed: the card says when it landed.
    const deliveries = (
      (await (await fetch(`${base}/local-razorpay/deliveries`)).json()) as { deliveries: { event: string }[] }
    ).deliveries.map((d) => d.event);
    expect(deliveries).toEqual(expect.arrayContaining(['refund.created', 'refund.processed']));
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body.refund).toEqual({
      state: 'refunded',
      amount_paise: 8000,
      paid_paise: 16000,
      settled_at: refund.processed_at,
      rule: null,
    });
    // A late refund.created (webhooks come in any order) moves nothing back.
    const late = signedEvent('refund.created', {
      refund: { id: refund.razorpay_refund_id, payment_id: paid.razorpay_payment_id, amount: 8000, status: 'pending' },
    });
    expect((await fetch(`${base}/api/payments/razorpay-webhook`, { method: 'POST', ...late })).status).toBe(200);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body.refund.state).toBe(
      'refunded',
    );
    expect((await gameItem(game.id)).current_players).toBe(0);
  });

  it('a cancelled game refunds its paid players in full through Razorpay', async () => {
    const game = await newGame({ cancellation_policy: 'strict' });
    const { paid } = await paidPlayer('kavya', game);
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: tokens.priya })).body).toEqual({
      outcome: 'cancelled',
    });
    const refunds = await refundsOf(standInApi, paid.razorpay_payment_id, 'the cancellation refund');
    expect(refunds.map((r) => r.amount)).toEqual([16000]);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body).toMatchObject({
      payment_status: 'refunded',
      refund: { amount_paise: 16000, paid_paise: 16000 },
    });
    await until(
      async () =>
        (await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body.refund?.state === 'refunded',
      15_000,
      'the cancellation refund processed',
    );
  });

  it('an accepted player who does not pay by the deadline is released on schedule, told, and the spot offered on', async () => {
    const game = await newGame({ max_players: 2 });
    const late = await joinAs('kavya', game);
    const next = await joinAs('ananya', game);
    await decide(late, 'accept');
    await decide(next, 'waitlist');
    const due = (await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body.payment_due_at;
    expect(due).toEqual(expect.any(String));
    // Not due yet: the schedule leaves it alone.
    const early = await (await fetch(`${base}/dev/schedules/reconcile-payments`, { method: 'POST' })).json();
    expect(early.result.errors).toBe(0);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body.status).toBe('accepted');

    // The deadline passes (moved into the past here), and the schedule releases the accept.
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: paymentKeys.requestPayment(game.id, late),
        UpdateExpression: 'SET offer_due_at = :due, gsi5sk = :sk',
        ExpressionAttributeValues: { ':due': past, ':sk': paymentKeys.openOffer(past, late).gsi5sk },
      }),
    );
    const run = await (await fetch(`${base}/dev/schedules/reconcile-payments`, { method: 'POST' })).json();
    expect(run.result).toMatchObject({ errors: 0 });
    expect(run.result.offersLapsed).toBeGreaterThanOrEqual(1);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body).toMatchObject({
      status: 'waitlist',
      payment_due_at: null,
    });
    const told = await mailTo(demoEmail('kavya'), `Payment link expired: ${game.title}`);
    expect(told.text).toContain('was not paid in time and went to the next player');
    expect(
      (await call('/api/payments/orders', { method: 'POST', token: tokens.kavya, body: { joinRequestId: late } }))
        .status,
    ).toBe(409);
    // The waitlisted player is offered the spot, with a deadline of their own.
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: expect.any(String),
    });
    await mailTo(demoEmail('ananya'), `A spot opened up: ${game.title}`);
    // A second run lapses nothing more for this game.
    await fetch(`${base}/dev/schedules/reconcile-payments`, { method: 'POST' });
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body.status).toBe('accepted');
  });

  it('a freed paid spot is offered to the waitlist by e-mail; an unpaid offer lapses on schedule and passes on', async () => {
    const game = await newGame({ max_players: 2 });
    const waiting = { ananya: await joinAs('ananya', game), kavya: await joinAs('kavya', game) };
    await decide(waiting.ananya, 'waitlist');
    await decide(waiting.kavya, 'waitlist');
    const { requestId: rahul } = await paidPlayer('rahul', game);
    await call(`/api/requests/${rahul}/withdraw`, { method: 'POST', token: tokens.rahul });

    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
    });
    const offer = await mailTo(demoEmail('ananya'), `A spot opened up: ${game.title}`);
    expect(offer.text).toContain(`${base}/pay/${waiting.ananya}`);
    const offered = (await call(`/api/requests/${waiting.ananya}/payment`, { token: tokens.ananya })).body;
    expect(offered).toMatchObject({ payable: true, request: { offer_due_at: expect.any(String) } });
    // The card shows the deadline from the request itself.
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body).toMatchObject({
      status: 'accepted',
      payment_due_at: offered.request.offer_due_at,
      receipt: null,
    });

    // The hold runs out (moved into the past here), and the schedule passes the spot on.
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: paymentKeys.requestPayment(game.id, waiting.ananya),
        UpdateExpression: 'SET offer_due_at = :due, gsi5sk = :sk',
        ExpressionAttributeValues: { ':due': past, ':sk': paymentKeys.openOffer(past, waiting.ananya).gsi5sk },
      }),
    );
    const run = await (await fetch(`${base}/dev/schedules/reconcile-payments`, { method: 'POST' })).json();
    expect(run.result).toMatchObject({ offersLapsed: 1, errors: 0 });
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body).toMatchObject({
      status: 'waitlist',
      payment_due_at: null,
    });
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
      payment_due_at: expect.any(String),
    });
    expect(
      (
        await call('/api/payments/orders', {
          method: 'POST',
          token: tokens.ananya,
          body: { joinRequestId: waiting.ananya },
        })
      ).status,
    ).toBe(409);
    await mailTo(demoEmail('ananya'), `Payment link expired: ${game.title}`);
  });
});

// ---- Races and redeliveries on DynamoDB Local, with services built here around the quiet stand-in ----

const clockAt = (offsetMs = 0): Clock => ({ now: () => new Date(Date.now() + offsetMs) });
function services(client: DynamoDBDocumentClient = db, clock: Clock = clockAt()) {
  const requests = dynamoJoinRequestRepository(client, LOCAL.tableName);
  const games = dynamoGameRepository(client, LOCAL.tableName);
  const store = dynamoPaymentStore(client, LOCAL.tableName);
  const gateway = razorpayGateway({ keyId: QUIET.keyId, keySecret: QUIET.keySecret, apiUrl: quiet.apiUrl });
  const log = () => undefined;
  const settlement = createPaymentSettlement({ requests, games, store, clock, log });
  const refunds = createRefundService({ store, requests, games, clock, gateway: async () => gateway, log });
  const offers = createOfferService({ requests, games, store, clock, paymentUrl: (id) => `/pay/${id}` });
  return {
    store,
    settlement,
    payments: createPaymentService({
      requests,
      games,
      store,
      clock,
      settlement,
      gateway: async () => gateway,
      keySecret: async () => QUIET.keySecret,
      log,
    }),
    reconciler: createPaymentReconciler({
      store,
      settlement,
      refunds,
      offers,
      gateway: async () => gateway,
      clock,
      log,
    }),
  };
}
/** Accepted paid requests written straight to the table, each with an order made through the SDK. */
async function acceptedWithOrders(gameId: string, count: number) {
  const requests = Array.from({ length: count }, (_, i) =>
    syntheticRequest(gameId, `payer-${uniqueTag()}-${i}`, { status: 'accepted', payment_status: 'pending' }),
  );
  await putJoinRequests(db, LOCAL.tableName, requests);
  const { payments } = services();
  return Promise.all(
    requests.map(async (r) => ({ request: r, order: await payments.createOrder(r.user_id, { joinRequestId: r.id }) })),
  );
}
const signedWebhook = (event: string, payment: Record<string, unknown>) => signedEvent(event, { payment });
/** A webhook as the stack's Razorpay signs it, with a fresh event id. */
function signedEvent(event: string, entities: Record<string, Record<string, unknown>>) {
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({ entity: 'event', event, payload });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(stackRazorpay.webhookSecret, body),
      'x-razorpay-event-id': `evt_${uniqueTag()}`,
    },
  };
}

describe('webhooks against DynamoDB Local', () => {
  it('20 distinct events, each delivered 3 times at once to the webhook route: 20 state changes', async () => {
    const game = await newGame({ max_players: 20 });
    const made = await acceptedWithOrders(game.id, 20);
    const deliveries = made.map(({ order }) =>
      signedWebhook(
        'payment.captured',
        quiet.standIn.state.payments[quiet.standIn.pay(order.orderId).razorpay_payment_id]!,
      ),
    );
    const answers = await Promise.all(
      [...deliveries, ...deliveries, ...deliveries].map((d) =>
        fetch(`${base}/api/payments/razorpay-webhook`, { method: 'POST', ...d }).then(async (r) => ({
          status: r.status,
          body: await r.json(),
        })),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.status === 'accepted')).toHaveLength(20);
    const stored = (await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests as {
      status: string;
      payment_status: string;
    }[];
    expect(stored.filter((r) => r.status === 'confirmed' && r.payment_status === 'paid')).toHaveLength(20);
    expect((await gameItem(game.id)).current_players).toBe(20);
    // A webhook whose body was re-serialised after signing is refused.
    const one = deliveries[0]!;
    const reserialised = await fetch(`${base}/api/payments/razorpay-webhook`, {
      method: 'POST',
      headers: one.headers,
      body: JSON.stringify(JSON.parse(one.body), null, 2),
    });
    expect(reserialised.status).toBe(400);
  });
});

/** Transactions wait at a barrier until `racers` are there, so both settlements have read before either writes. */
function racing(edit: (command: TransactWriteCommand) => void, racers: number): DynamoDBDocumentClient {
  const barrier = raceBarrier(racers);
  return sendingThrough(db, async (command) => {
    if (
      command instanceof TransactWriteCommand &&
      command.input.TransactItems?.some((i) => i.Update?.UpdateExpression?.includes('current_players + :one'))
    ) {
      edit(command);
      await barrier();
    }
  });
}

describe('two payments racing for the last spot (DynamoDB Local)', () => {
  const race = async (client: DynamoDBDocumentClient) => {
    const game = await newGame({ max_players: 2 });
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: gameKeys.game(game.id),
        UpdateExpression: 'SET current_players = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const made = await acceptedWithOrders(game.id, 2);
    const { settlement } = services(client);
    const outcomes = await Promise.all(
      made.map(({ order }) => {
        const payment = quiet.standIn.state.payments[quiet.standIn.pay(order.orderId).razorpay_payment_id]!;
        return settlement.settleCaptured({
          orderId: order.orderId,
          paymentId: payment.id,
          amount: Number(payment.amount),
          currency: String(payment.currency),
        });
      }),
    );
    return { game, made, outcomes };
  };

  it('one confirmed, one waitlisted and refunded in full, no overbooking', async () => {
    const { game, made, outcomes } = await race(racing(() => undefined, 2));
    expect(outcomes.sort()).toEqual(['confirmed', 'waitlisted']);
    expect((await gameItem(game.id)).current_players).toBe(2);
    const stored = (await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests as {
      status: string;
      payment_status: string;
    }[];
    expect(stored.map((r) => `${r.status}/${r.payment_status}`).sort()).toEqual([
      'confirmed/paid',
      'waitlist/refunded',
    ]);
    expect(made).toHaveLength(2);
  });

  it('negative control: without the capacity condition the same race overbooks', async () => {
    const naive = racing((command) => {
      for (const item of command.input.TransactItems ?? []) {
        if (item.Update?.ConditionExpression?.includes('current_players < max_players'))
          item.Update.ConditionExpression = item.Update.ConditionExpression.replace(
            'current_players < max_players',
            'attribute_exists(pk)',
          );
      }
    }, 2);
    const { game, outcomes } = await race(naive);
    expect(outcomes).toEqual(['confirmed', 'confirmed']);
    expect((await gameItem(game.id)).current_players).toBe(3);
  });
});

describe('the reconciler against DynamoDB Local and the SDK', () => {
  it('settles an order whose callback and webhooks were lost, once it has been open 15 minutes', async () => {
    const game = await newGame();
    const { request, order } = (await acceptedWithOrders(game.id, 1))[0]!;
    quiet.standIn.pay(order.orderId);
    const now = await services().reconciler.run();
    expect(now.settled).toBe(0);
    // Other files' open orders belong to the stack's own stand-in: this reconciler can't ask about them.
    const later = await services(db, clockAt(16 * 60_000)).reconciler.run();
    expect(later.settled).toBeGreaterThanOrEqual(1);
    const stored = (await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests as {
      id: string;
      status: string;
      payment_status: string;
    }[];
    expect(stored.find((r) => r.id === request.id)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });
});
