import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { localQueueUrl } from '@infra/local/aws/work-queues';
import { createTableInput } from '@infra/table-definition';
import { LIVE_REQUEST_STATUSES, type StoredJoinRequest } from '@functions/joins';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoNotificationRepository } from '@functions/notifications/adapters/notification-repository';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { CANCELLATION_NOTICES } from '@functions/notifications/join-notifier';
import { CANCELLATION_REFUNDS, createRefundService } from '@functions/payments/refund-service';
import { fanOutTypes, REQUEST_PAGE } from '@functions/joins/public-request-fan-out';
import { paymentKeys } from '@functions/payments/adapters/keys';
import { systemClock } from '@functions/platform/clock';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { apiClient, gameBody, inDays, uniqueTag, until } from '../support/games-client';
import { signInDemo } from '../support/demo-tokens';
import { devSchedules } from '../support/dev-schedules';
import { loopbackQueue, type WorkRoutes } from '../support/work-queue-fakes';

// A viral game's requests, worked a page and a request at a time: 300 requests in every status,
// batch-seeded, then the game cancelled or moved through the local stack (its consumers, their
// queues and the SQS stand-in). Every player still in the game is told once and nobody else; a
// moved game reschedules its confirmed players' reminders and nobody else's; a page delivered
// again tells nobody twice. Refunds run in this process on a table of their own (a seeded payment
// is unknown to the Razorpay stand-in), against DynamoDB Local's real conditions.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const RUN = uniqueTag();
const client = () =>
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials });
const db = DynamoDBDocumentClient.from(client());
const { schedulesWith } = devSchedules(base);

/** 300 requests: most still in the game, some declined or withdrawn, in an order unlike their statuses'. */
const MIX: [JoinRequestStatus, number][] = [
  ['pending', 110],
  ['confirmed', 90],
  ['waitlist', 45],
  ['accepted', 15],
  ['withdrawn', 25],
  ['rejected', 15],
];
function seededRequests(gameId: string, tag: string) {
  const requests: StoredJoinRequest[] = [];
  let i = 0;
  for (const [status, count] of MIX)
    for (let n = 0; n < count; n++, i++) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, 0, (i * 7919) % 3000)).toISOString();
      requests.push(
        syntheticRequest(gameId, `${tag}-p${String(i).padStart(3, '0')}`, {
          id: `${tag}-r${i}`,
          status,
          created_at: at,
          updated_at: at,
        }),
      );
    }
  return requests;
}
const live = (requests: StoredJoinRequest[]) =>
  requests.filter((r) => (LIVE_REQUEST_STATUSES as readonly string[]).includes(r.status));

let priya: string;
beforeAll(async () => {
  [priya] = await signInDemo(base, ['priya']);
});

async function gameWithRequests(tag: string) {
  const created = await call('/api/games', {
    method: 'POST',
    token: priya,
    body: gameBody({ price: 0, max_players: 200, game_date: inDays(5) }),
  });
  expect(created.status).toBe(201);
  const game = created.body as { id: string; title: string; host_id: string };
  const requests = seededRequests(game.id, tag);
  await putJoinRequests(db, LOCAL.tableName, requests, game.host_id);
  return { game, requests };
}

const cancelNotices = async (userId: string) =>
  (await dynamoNotificationRepository(db, LOCAL.tableName).latest(userId, 10)).filter(
    (n) => n.title === 'Game cancelled',
  );

describe('a game with 300 requests', () => {
  it('cancelled: every player still in it hears once, across pages, and nobody who left or was declined', {
    timeout: 120_000,
  }, async () => {
    const tag = `${RUN}c`;
    const { game, requests } = await gameWithRequests(tag);
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: priya })).body).toEqual({
      outcome: 'cancelled',
    });
    const told = live(requests);
    expect(told.length).toBeGreaterThan(2 * REQUEST_PAGE);
    // Each round reads only those not told yet: reading all 260 every round kept DynamoDB Local busy
    // while the consumers were writing. Everyone is read again, once each, below.
    let waiting = told;
    await until(
      async () => {
        const notices = await Promise.all(waiting.map((r) => cancelNotices(r.user_id)));
        waiting = waiting.filter((_, i) => notices[i]!.length === 0);
        return waiting.length === 0;
      },
      60_000,
      'every player still in the game told',
    );
    expect((await Promise.all(told.map((r) => cancelNotices(r.user_id)))).filter((n) => n.length !== 1)).toEqual([]);
    for (const r of requests.filter((r) => !told.includes(r))) expect(await cancelNotices(r.user_id)).toEqual([]);

    // The first page delivered again (as SQS may): the same event, so nobody is told twice.
    const { events } = (await (await fetch(`${base}/dev/events`)).json()) as {
      events: { 'detail-type': string; time: string; detail: { gameId: string; eventId: string } }[];
    };
    const cancelled = events.find((e) => e['detail-type'] === 'GameCancelled.v1' && e.detail.gameId === game.id)!;
    const sqs = new SQSClient({
      endpoint: `${base}${LOCAL.paths.aws}/sqs`,
      region: LOCAL.region,
      credentials: localCredentials,
    });
    const page = {
      'detail-type': fanOutTypes(CANCELLATION_NOTICES).page,
      time: cancelled.time,
      detail: { ...cancelled.detail, statuses: [...LIVE_REQUEST_STATUSES], after: null, cause: cancelled.detail },
    };
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: localQueueUrl(`${base}${LOCAL.paths.aws}`, 'send-join-notifications'),
        Entries: [{ Id: '1', MessageBody: JSON.stringify(page) }],
      }),
    );
    // The redelivered page's messages are worked like the first (one a player); then still one each.
    await new Promise((r) => setTimeout(r, 3_000));
    const after = await Promise.all(told.map((r) => cancelNotices(r.user_id)));
    expect(after.filter((n) => n.length !== 1)).toEqual([]);
    const dead = (await (await fetch(`${base}/dev/dead-letters`)).json()) as { consumer: string }[] | unknown;
    expect(JSON.stringify(dead)).not.toContain(tag);
  });

  it("moved: its confirmed players' reminders follow it, across pages, and nobody else gets any", {
    timeout: 120_000,
  }, async () => {
    const tag = `${RUN}m`;
    const { game, requests } = await gameWithRequests(tag);
    const moved = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: priya,
      body: gameBody({ title: game.title, price: 0, max_players: 200, game_date: inDays(6) }),
    });
    expect(moved.status).toBe(200);
    const confirmed = requests.filter((r) => r.status === 'confirmed');
    // Two windows (24 h and 2 h before) for each confirmed player, named by their request.
    const schedules = await until(
      async () => {
        const list = await schedulesWith(`rem-${tag}-`);
        return list.length >= confirmed.length * 2 ? list : undefined;
      },
      60_000,
      "the confirmed players' reminders",
    );
    const named = new Set(schedules.map((s) => s.name.replace(/-(24h|2h)$/, '').slice('rem-'.length)));
    expect([...named].sort()).toEqual(confirmed.map((r) => r.id).sort());
    expect(schedules).toHaveLength(confirmed.length * 2);
  });
});

describe('refunds of a cancelled game with 300 requests', () => {
  const table = `fan-out-refunds-${RUN}`;
  beforeAll(async () => {
    await client().send(new CreateTableCommand(createTableInput(table)));
    return async () => {
      await client().send(new DeleteTableCommand({ TableName: table }));
    };
  });

  it('refunds every paid player once, across pages, however often each page and message comes', async () => {
    const gameId = `${RUN}-refunds`;
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { pk: `GAME#${gameId}`, sk: 'GAME', id: gameId, host_id: 'host', title: 'Viral football' },
      }),
    );
    // Paid: every confirmed player, and withdrawn ones whose policy refunded nothing.
    const requests = seededRequests(gameId, `${RUN}f`).map((r, i) =>
      r.status === 'confirmed' || (r.status === 'withdrawn' && i % 2 === 0)
        ? { ...r, payment_status: 'paid' as const }
        : r,
    );
    await putJoinRequests(db, table, requests);
    const paid = requests.filter((r) => r.payment_status === 'paid');
    for (const r of paid)
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...paymentKeys.requestPayment(gameId, r.id),
            request_id: r.id,
            game_id: gameId,
            user_id: r.user_id,
            order_id: `order-${r.id}`,
            payment_id: `pay-${r.id}`,
            paid_amount: 15000,
          },
        }),
      );
    const work = loopbackQueue();
    const refunds = createRefundService({
      store: dynamoPaymentStore(db, table),
      requests: dynamoJoinRequestRepository(db, table),
      games: dynamoGameRepository(db, table),
      clock: systemClock,
      queue: work.queue,
    });
    const types = fanOutTypes(CANCELLATION_REFUNDS);
    let owed = 0;
    const routes: WorkRoutes = {
      [types.page]: (page, d) => refunds.cancelledGamePage(d, page),
      [types.request]: async (one) => {
        if ((await refunds.refundCancelledRequest(one)) === 'owed') owed++;
      },
    };
    const cancelled = { gameId, hostId: 'host', title: 'Viral football', game_datetime: '2026-12-05T13:00:00.000Z' };
    const delivery = { eventId: `cancel-${gameId}`, time: new Date().toISOString() };
    await refunds.refundCancelledGame(delivery, cancelled);
    await work.drain(routes);
    // Every request's message delivered again, then the whole cancellation once more.
    await work.queue.send(work.sent.filter((m) => m['detail-type'] === types.request));
    await work.drain(routes);
    await refunds.refundCancelledGame(delivery, cancelled);
    await work.drain(routes);

    expect(owed).toBe(paid.length);
    const stored = dynamoJoinRequestRepository(db, table);
    for (const r of paid) expect((await stored.get(gameId, r.user_id))?.payment_status).toBe('refunded');
    for (const r of paid)
      expect(await dynamoPaymentStore(db, table).getRefund(`pay-${r.id}`)).toMatchObject({
        amount: 15000,
        reason: 'game-cancelled',
      });
    // Only the statuses that can hold a payment were looked at: one message each, per round.
    const looked = work.sent.filter((m) => m['detail-type'] === types.request);
    const mayHavePaid = requests.filter((r) => r.status === 'confirmed' || r.status === 'withdrawn').length;
    expect(looked.length).toBe(mayHavePaid * 3);
    // The pending, accepted, waitlisted and declined were never read.
    const lookedAt = new Set(looked.map((m) => (m.detail as { userId: string }).userId));
    for (const r of requests.filter((r) => r.status !== 'confirmed' && r.status !== 'withdrawn'))
      expect(lookedAt.has(r.user_id)).toBe(false);
  }, 120_000);
});
