import { answer, manifestHandlers, mockedDynamo } from '../support/handler-world';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { HttpEvent } from '@functions/platform/http/http';
import { hmacSha256Hex } from '@functions/payments/payment-signatures';
import { PAYMENT_MESSAGES } from '@shared/rules/payment-rules';
import { setHandlerEnv } from '../support/handler-env';

// The payment handlers against mocked DynamoDB and Secrets Manager: the webhook checks the raw
// body's signature (text or base64) before anything else, dedupes on the event id with a
// conditional marker, and settles with one transaction; without Razorpay configured the calls
// answer 503; identity comes from claims only.
const WEBHOOK_SECRET = 'whsec_handler_test';
setHandlerEnv({ RAZORPAY_WEBHOOK_SECRET_ID: 'yaktiv/razorpay-webhook' });
delete process.env.RAZORPAY_KEY_ID;
delete process.env.RAZORPAY_KEY_SECRET_ID;
const secrets = mockClient(SecretsManagerClient);
const { ddb, doc } = mockedDynamo([secrets]);
const handlers = manifestHandlers([
  'post-razorpay-webhook',
  'post-payment-order',
  'post-payment-verification',
  'get-request-payment',
]);
beforeEach(() => {
  secrets.on(GetSecretValueCommand, { SecretId: 'yaktiv/razorpay-webhook' }).resolves({ SecretString: WEBHOOK_SECRET });
});

/** The once-record of a webhook event: its own partition, named by the hash of the effect's key. */
const webhookRecordKey = (eventId: string) =>
  `IDEMPOTENCY#effect#${createHash('sha256')
    .update(JSON.stringify(`razorpay-event#${eventId}`))
    .digest('base64')}`;
const webhookEvent = (raw: string, headers: Record<string, string>, base64 = false): HttpEvent =>
  ({
    rawPath: '/api/payments/razorpay-webhook',
    headers,
    body: base64 ? Buffer.from(raw).toString('base64') : raw,
    isBase64Encoded: base64,
    requestContext: {},
  }) as unknown as HttpEvent;
const captured = (orderId: string) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: 'pay_1', order_id: orderId, amount: 15000, currency: 'INR', status: 'captured' } },
    },
  });
const signed = (raw: string, eventId = 'evt_1') => ({
  'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, raw),
  'x-razorpay-event-id': eventId,
});

const items: Record<string, unknown>[] = [
  {
    pk: 'PAYORDER#order_1',
    sk: 'ORDER',
    order_id: 'order_1',
    request_id: 'r1',
    game_id: 'g1',
    user_id: 'player-1',
    amount: 15000,
    currency: 'INR',
    receipt: 'yk_r1_1',
    status: 'created',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  { pk: 'JOINREQ#r1', sk: 'POINTER', gameId: 'g1', userId: 'player-1' },
  {
    pk: 'GAME#g1',
    sk: 'REQUEST#player-1',
    id: 'r1',
    game_id: 'g1',
    user_id: 'player-1',
    status: 'accepted',
    payment_status: 'pending',
    contact_name: 'Rahul',
    contact_email: 'r@x.test',
    answers: [],
    nudge_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    pk: 'GAME#g1',
    sk: 'PAYMENT#r1',
    request_id: 'r1',
    game_id: 'g1',
    user_id: 'player-1',
    order_id: 'order_1',
    order_seq: 1,
  },
  {
    pk: 'GAME#g1',
    sk: 'GAME',
    id: 'g1',
    host_id: 'host-1',
    title: 'Evening Football',
    price: 150,
    platform_fee_type: 'none',
    platform_fee_amount: 0,
    status: 'upcoming',
    game_datetime: '2099-12-05T13:00:00.000Z',
    max_players: 10,
    current_players: 0,
    cancellation_policy: 'flexible',
    questions: [],
  },
];
const withItems = () =>
  doc.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({
    Item: items.find((i) => i.pk === input.Key.pk && i.sk === input.Key.sk),
  }));

describe('POST /api/payments/razorpay-webhook', () => {
  it('settles a signed payment.captured in one transaction: request confirmed + paid with a pass, a spot under capacity, the order paid once', async () => {
    withItems();
    doc.on(PutCommand).resolves({});
    doc.on(TransactWriteCommand).resolves({});
    const raw = captured('order_1');
    expect(answer(await handlers['post-razorpay-webhook']!(webhookEvent(raw, signed(raw))))).toEqual({
      status: 200,
      body: { status: 'accepted' },
    });
    // The event id's record is written only if absent (or expired, or abandoned in progress).
    expect(ddb.commandCalls(PutItemCommand)[0]!.args[0].input).toMatchObject({
      Item: { pk: { S: webhookRecordKey('evt_1') }, sk: { S: 'RECORD' }, status: { S: 'INPROGRESS' } },
      ConditionExpression: expect.stringContaining('attribute_not_exists(#id)'),
      ExpressionAttributeNames: expect.objectContaining({ '#id': 'pk' }),
    });
    const tx = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(tx[0]!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'REQUEST#player-1' },
      ConditionExpression:
        '#status = :accepted AND payment_status = :pending AND id = :id AND (attribute_not_exists(amount_due) OR amount_due.amount_paise = :owes)',
      ExpressionAttributeValues: { ':next': 'confirmed', ':paymentStatus': 'paid' },
    });
    expect(tx[1]!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'GAME' },
      UpdateExpression: 'SET current_players = current_players + :one',
      ConditionExpression: '#status = :upcoming AND current_players < max_players',
    });
    expect(tx[2]!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'PAYMENT#r1' },
      ConditionExpression: 'order_id = :order',
    });
    expect(tx[3]!.Update).toMatchObject({
      Key: { pk: 'PAYORDER#order_1', sk: 'ORDER' },
      ConditionExpression: '#status IN (:created, :attempted)',
    });
    expect(tx[4]!.Put!.Item).toMatchObject({ type: 'outbox-event', detailType: 'PaymentConfirmed.v1' });
    // The counters' copy of the players, which a join's room check reads, takes the spot too.
    expect(tx.at(-1)!.Update).toMatchObject({
      Key: { pk: 'GAME#g1', sk: 'COUNTERS' },
      ExpressionAttributeNames: { '#n0': 'current_players' },
      ExpressionAttributeValues: { ':n0': 1 },
    });
  });

  it('verifies a base64-encoded body as the bytes received', async () => {
    withItems();
    doc.on(PutCommand).resolves({});
    doc.on(TransactWriteCommand).resolves({});
    const raw = captured('order_1');
    expect(answer(await handlers['post-razorpay-webhook']!(webhookEvent(raw, signed(raw), true))).status).toBe(200);
  });

  it('refuses a bad or missing signature, and a re-serialised body, before reading or writing anything', async () => {
    const raw = captured('order_1');
    for (const bad of [
      webhookEvent(raw, { 'x-razorpay-signature': 'deadbeef' }),
      webhookEvent(raw, {}),
      webhookEvent(JSON.stringify(JSON.parse(raw), null, 1), signed(raw)),
    ]) {
      expect(answer(await handlers['post-razorpay-webhook']!(bad))).toEqual({
        status: 400,
        body: { message: 'Invalid webhook signature' },
      });
    }
    expect(doc.calls()).toHaveLength(0);
  });

  it('answers a redelivered event id 200 without doing it again', async () => {
    ddb.on(PutItemCommand).rejects(
      new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: {},
        Item: marshall({
          pk: webhookRecordKey('evt_1'),
          sk: 'RECORD',
          status: 'COMPLETED',
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        }),
      }),
    );
    const raw = captured('order_1');
    expect(answer(await handlers['post-razorpay-webhook']!(webhookEvent(raw, signed(raw))))).toEqual({
      status: 200,
      body: { status: 'duplicate' },
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 503 (Razorpay retries) when this deployment has no webhook secret', async () => {
    const id = process.env.RAZORPAY_WEBHOOK_SECRET_ID;
    process.env.RAZORPAY_WEBHOOK_SECRET_ID = '';
    const raw = captured('order_1');
    expect(answer(await handlers['post-razorpay-webhook']!(webhookEvent(raw, signed(raw))))).toEqual({
      status: 503,
      body: { message: PAYMENT_MESSAGES.unavailable },
    });
    process.env.RAZORPAY_WEBHOOK_SECRET_ID = id;
  });
});

describe('payment calls without Razorpay configured', () => {
  const call = (name: string, body?: unknown, sub: string | null = 'player-1') =>
    handlers[name]!({
      rawPath: '/api/x',
      headers: {},
      body: body === undefined ? undefined : JSON.stringify(body),
      isBase64Encoded: false,
      pathParameters: { id: 'r1' },
      requestContext: sub ? { authorizer: { jwt: { claims: { sub, token_use: 'access' } } } } : {},
    });

  it('create-razorpay-order answers 503 with the reason, after checking the request is the caller’s and payable', async () => {
    withItems();
    expect(answer(await call('post-payment-order', { joinRequestId: 'r1' }))).toEqual({
      status: 503,
      body: { message: PAYMENT_MESSAGES.unavailable },
    });
    expect(answer(await call('post-payment-order', { joinRequestId: 'r1' }, 'someone-else')).status).toBe(404);
    expect(answer(await call('post-payment-order', { joinRequestId: 'r1' }, null)).status).toBe(401);
    expect(answer(await call('post-payment-order', {})).body).toMatchObject({ field: 'joinRequestId' });
  });

  it('the pay page still reads: a request accepted before amounts were fixed owes the game’s amount', async () => {
    withItems();
    expect(answer(await call('get-request-payment'))).toMatchObject({
      status: 200,
      body: { payable: true, breakdown: { price: 150, fee: 0, total: 150 } },
    });
  });
});
