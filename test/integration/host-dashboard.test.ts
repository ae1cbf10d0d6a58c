import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoHostStatsStore } from '@functions/hosting/adapters/host-stats-store';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { gameKeys } from '@functions/games/adapters/keys';
import { hostingKeys } from '@functions/hosting/adapters/keys';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { createGameService } from '@functions/games/game-service';
import { createHostDashboardService } from '@functions/hosting/host-dashboard-service';
import { createHostRequestService } from '@functions/hosting/host-request-service';
import { createHostStatsService, recountHostStats } from '@functions/hosting/host-stats-service';
import type { HostRecount } from '@functions/hosting/host-stats-ports';
import { createJoinService } from '@functions/joins/join-service';
import type { StoredOrder } from '@functions/payments/payment-ports';
import { createPaymentSettlement } from '@functions/payments/payment-settlement';
import { systemClock } from '@functions/platform/clock';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { amountDueFor } from '@shared/rules/payment-rules';
import { gameInputSchema } from '@shared/schemas/game';
import { joinInputSchema } from '@shared/schemas/join';
import { hostAnalyticsSchema, hostDashboardSchema } from '@shared/schemas/host-dashboard';
import { apiClient, gameBody, startingSoon, uniqueTag, until } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { bareProfile, freshOrder } from '../support/record-defaults';

// The host dashboard against the local stack: the routes through the router and JWT,
// and the kept aggregates under real parallel writes — 200 payments, refunds and check-ins on one
// host's games, counted by the stack's own consumer from the table stream — equal to a recount.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);
const table = LOCAL.tableName;
const games = dynamoGameRepository(db, table);
const requests = dynamoJoinRequestRepository(db, table);
const payments = dynamoPaymentStore(db, table);
const profiles = dynamoProfileRepository(db, table);
const store = dynamoHostStatsStore(db, table);
const stats = createHostStatsService({ store, requests, games, payments });
const settlement = createPaymentSettlement({
  requests,
  games,
  store: payments,
  clock: systemClock,
  log: () => undefined,
});
const joins = createJoinService({ games, requests, clock: systemClock, payments });
const hostSide = createHostRequestService({ games, requests, clock: systemClock, paymentUrl: (id) => `/pay/${id}` });
const dashboards = createHostDashboardService({ store, profiles, clock: systemClock });

const tokens = demoTokens(base, ['arjun', 'rahul', 'ananya']);

describe('GET /api/host/dashboard and /api/host/analytics', () => {
  it('a host gets the contract, with a new game, its pending request and the nudge; a player gets 403', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: tokens.arjun,
      body: gameBody({
        price: 0,
        location: 'Whitefield Turf, Bengaluru',
        maps_link: 'https://www.google.com/maps?q=12.9698,77.7500',
      }),
    });
    expect(created.status).toBe(201);
    const game = created.body as { id: string; title: string };
    const joined = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: tokens.ananya,
      body: { contactInfo: { name: 'Ananya Dash', email: `ananya.${uniqueTag()}@players.test` } },
    });
    expect(joined.status).toBe(201);
    const requestId = joined.body.joinRequestId as string;
    expect(
      (await call(`/api/requests/${requestId}/nudge`, { method: 'POST', token: tokens.ananya })).body,
    ).toMatchObject({ success: true });

    const dashboard = await until(
      async () => {
        const answer = await call('/api/host/dashboard', { token: tokens.arjun });
        expect(answer.status).toBe(200);
        const body = hostDashboardSchema.parse(answer.body);
        return body.nudged.some((n) => n.request_id === requestId) &&
          body.pending_requests.some((r) => r.id === requestId)
          ? body
          : undefined;
      },
      15_000,
      'the nudged request in the dashboard',
    );
    expect(dashboard.games.find((g) => g.id === game.id)).toMatchObject({
      title: game.title,
      status: 'upcoming',
      pending_count: 1,
      current_players: 0,
    });
    expect(dashboard.pending_requests.find((r) => r.id === requestId)).toMatchObject({
      game_id: game.id,
      game_title: game.title,
      status: 'pending',
      contact_name: 'Ananya Dash',
    });
    expect(dashboard.nudged.find((n) => n.request_id === requestId)).toMatchObject({
      game_title: game.title,
      player_name: 'Ananya Dash',
      nudge_count: 1,
    });
    expect(JSON.stringify(dashboard)).not.toContain('game_pass');
    expect(dashboard.stats.games_hosted).toBeGreaterThanOrEqual(1);
    expect(dashboard.pending_total).toBeGreaterThanOrEqual(1);

    // Decided: out of the pending list and the nudged alert at once, and the game's count is 0.
    const reject = { method: 'POST', token: tokens.arjun, body: { action: 'reject' } };
    expect((await call(`/api/requests/${requestId}/decision`, reject)).status).toBe(200);
    const after = hostDashboardSchema.parse((await call('/api/host/dashboard', { token: tokens.arjun })).body);
    expect(after.games.find((g) => g.id === game.id)?.pending_count).toBe(0);
    expect(after.pending_requests.some((r) => r.id === requestId)).toBe(false);
    expect(after.nudged.some((n) => n.request_id === requestId)).toBe(false);

    const analytics = await call('/api/host/analytics', { token: tokens.arjun });
    expect(analytics.status).toBe(200);
    expect(hostAnalyticsSchema.parse(analytics.body).revenue_per_month).toHaveLength(12);

    for (const path of ['/api/host/dashboard', '/api/host/analytics']) {
      expect(await call(path, { token: tokens.rahul })).toEqual({
        status: 403,
        body: { message: expect.stringMatching(/^Only hosts have a dashboard/) },
      });
      expect((await call(path)).status).toBe(401);
    }
  });
});

describe('kept lists (decision 032): served between changes, never after one (a join: once counted)', () => {
  // An hour on: every change below has settled, so each read keeps what it computed.
  const later = createHostDashboardService({ store, profiles, clock: { now: () => new Date(Date.now() + 3_600_000) } });
  const keptVersions = async (hostId: string) => {
    const read = (key: { pk: string; sk: string }) => db.send(new GetCommand({ TableName: table, Key: key }));
    const [{ Item: current }, { Item: kept }] = await Promise.all([
      read(hostingKeys.hostDashboardVersion(hostId)),
      read(hostingKeys.hostDashboard(hostId)),
    ]);
    return {
      version: Number(current?.version ?? 0),
      lists: kept?.kept_version === undefined ? null : Number(kept.kept_version),
    };
  };
  /** Until the consumer has counted the host's pending requests to `count` (and moved the version with it). */
  const countedPending = (hostId: string, count: number) =>
    until(
      async () => (await store.totals(hostId))?.pending_total === count,
      15_000,
      'the request counted for the host',
    );
  /** Read twice: the first may compute and keep, the second must be served kept — and both must show the change. */
  const readTwice = async (hostId: string) => {
    const first = await later.dashboard(hostId);
    const { version, lists } = await keptVersions(hostId);
    expect(lists, 'the lists are kept at the current version').toBe(version);
    const second = await later.dashboard(hostId);
    expect(second).toEqual(first);
    return second;
  };

  it('every change to a game or its requests moves the version (a join from the consumer that counts it)', async () => {
    const { hostId, newGame } = await freshHost();
    const gameService = createGameService({ games, profiles, clock: systemClock });
    const game = await newGame({ price: 0, title: 'Kept Lists Football' });
    expect((await readTwice(hostId)).games.map((g) => g.id)).toEqual([game.id]);

    const { joinRequestId } = await joins.join(
      'kept-player-1',
      game.id,
      joinInputSchema.parse({ answers: {}, contactInfo: { name: 'Kept One', email: 'kept1@players.test' } }),
    );
    // A player's join moves the version from the consumer that counts the request for the host: the
    // lists kept before it may be served for the moment that takes, never once it has run.
    await countedPending(hostId, 1);
    expect((await readTwice(hostId)).pending_requests.map((r) => r.id)).toEqual([joinRequestId]);

    expect((await joins.nudge('kept-player-1', joinRequestId)).success).toBe(true);
    expect((await readTwice(hostId)).nudged.map((n) => n.request_id)).toEqual([joinRequestId]);

    await gameService.update(
      hostId,
      game.id,
      gameInputSchema.parse(gameBody({ price: 0, title: 'Kept Lists Football, renamed', max_players: 200 })),
    );
    const renamed = await readTwice(hostId);
    expect(renamed.games[0]?.title).toBe('Kept Lists Football, renamed');
    expect(renamed.pending_requests[0]?.game_title).toBe('Kept Lists Football, renamed');

    // The host's own decision: the very next read shows it (the version moved before the answer)…
    await hostSide.decide(hostId, joinRequestId, { action: 'accept' });
    expect((await later.dashboard(hostId)).pending_requests).toEqual([]);
    // …and the consumer that counts it moves the version again (the net for a move lost after the
    // commit): once it has, the lists are kept again.
    await countedPending(hostId, 0);
    const decided = await readTwice(hostId);
    expect(decided.pending_requests).toEqual([]);
    expect(decided.nudged).toEqual([]);
    expect(decided.games[0]).toMatchObject({ pending_count: 0, current_players: 1 });

    await joins.withdraw('kept-player-1', joinRequestId);
    expect((await readTwice(hostId)).games[0]?.current_players).toBe(0);

    await gameService.remove(hostId, game.id);
    const after = await readTwice(hostId);
    expect(after.games.find((g) => g.id === game.id)?.status ?? 'gone').not.toBe('upcoming');
  });

  it('lists read just after a change are read live and not kept', async () => {
    const { hostId, newGame } = await freshHost();
    await newGame({ price: 0 });
    const now = createHostDashboardService({ store, profiles, clock: systemClock });
    expect((await now.dashboard(hostId)).games).toHaveLength(1);
    const { version, lists } = await keptVersions(hostId);
    expect(version).toBeGreaterThan(0);
    expect(lists).toBeNull();
  });
});

/** A fresh host, so the totals are this test's alone. */
async function freshHost() {
  const hostId = `host-${uniqueTag()}`;
  const now = new Date().toISOString();
  await profiles.save(
    {
      id: hostId,
      name: 'Race Host',
      ...bareProfile(),
      email: `${hostId}@hosts.test`,
      role: 'host',
      profile_setup_completed: true,
      created_at: now,
      updated_at: now,
    },
    [],
  );
  const gameService = createGameService({ games, profiles, clock: systemClock });
  const newGame = (over: Record<string, unknown>) =>
    gameService.create(hostId, gameInputSchema.parse(gameBody({ max_players: 200, ...over })));
  return { hostId, newGame };
}

/** Accepted paid requests waiting on an order each, as a host's accept and the pay page leave them. */
async function awaitingPayment(
  game: Parameters<typeof amountDueFor>[0] & { id: string },
  hostId: string,
  count: number,
) {
  const due = amountDueFor(game);
  const list = Array.from({ length: count }, (_, i) =>
    syntheticRequest(game.id, `payer-${uniqueTag()}-${i}`, {
      status: 'accepted',
      payment_status: 'pending',
      amount_due: due,
    }),
  );
  await putJoinRequests(db, table, list, hostId);
  return Promise.all(
    list.map(async (request) => {
      const at = new Date().toISOString();
      const order: StoredOrder = {
        order_id: `order_${randomUUID()}`,
        request_id: request.id,
        game_id: game.id,
        user_id: request.user_id,
        amount: due.amount_paise,
        currency: 'INR',
        receipt: request.id.slice(0, 40),
        ...freshOrder(),
        created_at: at,
        updated_at: at,
        check_at: at,
      };
      expect(await payments.attachOrder(request, order, null, 1)).toBe('attached');
      return {
        request,
        pay: () =>
          settlement.settleCaptured({
            orderId: order.order_id,
            paymentId: `pay_${randomUUID()}`,
            amount: order.amount,
            currency: 'INR',
          }),
      };
    }),
  );
}

/** What the table keeps, in the recount's shape. */
async function kept(hostId: string): Promise<Omit<HostRecount, 'pending'>> {
  const totals = await store.totals(hostId);
  const months = await store.months(hostId, '2000-01', '2999-12');
  const perGame = new Map(
    (await store.allGames(hostId)).map((g) => [
      g.id,
      { pending_count: g.pending_count, checked_in_count: g.checked_in_count },
    ]),
  );
  return { totals: totals!, months, games: perGame };
}
const asPlain = (x: Omit<HostRecount, 'pending'>) => ({
  totals: x.totals,
  months: Object.fromEntries(x.months),
  games: Object.fromEntries(x.games),
});

describe('aggregates under concurrency (DynamoDB Local, the stack consumer)', () => {
  it('200 parallel payments, refunds and check-ins on one host: the kept numbers equal a recount', async () => {
    const { hostId, newGame } = await freshHost();
    const paid = await newGame({
      price: 150,
      platform_fee_type: 'fixed',
      platform_fee_amount: 10,
      sport: 'cricket',
      cancellation_policy: 'flexible',
    });
    // The free game starts within the hour, so its check-in is open during the race.
    const free = await newGame({ price: 0, sport: 'cricket', ...startingSoon() });
    await newGame({ price: 0, sport: 'badminton' });

    // 50 paid players who will withdraw (a full refund, flexible policy, game in 3 days): paid first.
    const refunders = await awaitingPayment(paid, hostId, 50);
    expect(await Promise.all(refunders.map((r) => r.pay()))).toEqual(refunders.map(() => 'confirmed'));
    // 100 paid players whose payments arrive during the race.
    const payers = await awaitingPayment(paid, hostId, 100);
    // 50 confirmed players of the free game, checked in during the race.
    const arriving: StoredJoinRequest[] = Array.from({ length: 50 }, (_, i) =>
      syntheticRequest(free.id, `arrival-${uniqueTag()}-${i}`, {
        status: 'confirmed',
        game_pass: `pass-${randomUUID()}`,
      }),
    );
    await putJoinRequests(db, table, arriving, hostId);
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: gameKeys.game(free.id),
        UpdateExpression: 'SET current_players = :n',
        ExpressionAttributeValues: { ':n': 50 },
      }),
    );
    // 10 players ask to join and stay pending: the pending total and the game's pending count.
    const askers = Array.from({ length: 10 }, (_, i) =>
      joins.join(
        `waiting-${uniqueTag()}-${i}`,
        free.id,
        joinInputSchema.parse({
          answers: {},
          contactInfo: { name: `Waiting ${i}`, email: `waiting${i}@players.test` },
        }),
      ),
    );

    const race = await Promise.all([
      ...askers,
      ...payers.map((p) => p.pay()),
      ...refunders.map((r) => joins.withdraw(r.request.user_id, r.request.id).then((w) => w.status)),
      ...arriving.map((r) => hostSide.checkIn(hostId, free.id, r.game_pass!).then((c) => c.status)),
    ]);
    expect(race).toHaveLength(210);
    expect(race.filter((o) => o === 'confirmed')).toHaveLength(100);
    expect(race.filter((o) => o === 'withdrawn')).toHaveLength(50);
    expect(race.filter((o) => o === 'checked_in')).toHaveLength(50);

    // The game finishes (the scheduler's move, done here by hand: it started two hours ago) and the event arrives twice.
    const started = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: gameKeys.game(free.id),
        UpdateExpression: 'SET #s = :completed, game_datetime = :start, gsi1sk = :sk',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':completed': 'completed',
          ':start': started,
          ':sk': gameKeys.gameByOwner(hostId, started, free.id).gsi1sk,
        },
      }),
    );
    const completed = { eventId: randomUUID(), hostId, gameId: free.id };
    expect(await Promise.all([stats.gameCompleted(completed), stats.gameCompleted(completed)])).toEqual(
      expect.arrayContaining(['applied', 'duplicate']),
    );
    // A late arrival after the end still counts towards the finished game's attendance.
    const late = syntheticRequest(free.id, `late-${uniqueTag()}`, {
      status: 'confirmed',
      game_pass: `pass-${randomUUID()}`,
    });
    await putJoinRequests(db, table, [late], hostId);
    expect((await hostSide.checkIn(hostId, free.id, late.game_pass!)).status).toBe('checked_in');

    const recount = await stats.recount(hostId);
    expect(recount.totals).toMatchObject({
      captured_paise: 150 * 16000,
      refunded_paise: 50 * 16000,
      fees_paise: 100 * 1000,
      games_hosted: 3,
      completed_games: 1,
      completed_checked_in: 51,
      pending_total: 10,
    });
    expect(recount.totals.sports).toEqual({ cricket: 2, badminton: 1 });
    // The consumer works through the stream: wait until it has caught up, then compare exactly.
    const equal = async () => {
      try {
        expect(asPlain(await kept(hostId))).toEqual(asPlain(recount));
        return true;
      } catch {
        return undefined;
      }
    };
    await until(equal, 60_000, 'the kept aggregates to equal the recount').catch(() => undefined);
    expect(asPlain(await kept(hostId))).toEqual(asPlain(recount));

    const dashboard = hostDashboardSchema.parse(await dashboards.dashboard(hostId));
    expect(dashboard.stats).toEqual({
      revenue_paise: 100 * 16000,
      platform_fees_paise: 100 * 1000,
      refunded_paise: 50 * 16000,
      games_hosted: 3,
      completed_games: 1,
      avg_attendance: 51,
      popular_sport: 'cricket',
    });
    expect(dashboard.pending_total).toBe(10);
    const analytics = hostAnalyticsSchema.parse(await dashboards.analytics(hostId));
    expect(analytics.players_per_game).toEqual([
      expect.objectContaining({ game_id: free.id, confirmed: 50, checked_in: 51 }),
    ]);
    expect(analytics.revenue_per_month.at(-1)).toEqual(
      expect.objectContaining({ revenue_paise: 100 * 16000, refunded_paise: 50 * 16000 }),
    );

    // The backfill never overwrites kept totals.
    expect(await recountHostStats(stats, store, hostId)).toBe(false);
  }, 180_000);

  it('negative control: the same 200 amounts added read-then-write lose updates', async () => {
    const key = { pk: `HOSTSTATS#control-${uniqueTag()}`, sk: 'TOTALS' };
    await db.send(new PutCommand({ TableName: table, Item: { ...key, captured_paise: 0 } }));
    await Promise.all(
      Array.from({ length: 200 }, async () => {
        const { Item } = await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
        await db.send(
          new PutCommand({ TableName: table, Item: { ...key, captured_paise: Number(Item!.captured_paise) + 16000 } }),
        );
      }),
    );
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
    expect(Number(Item!.captured_paise)).toBeLessThan(200 * 16000);
  }, 60_000);
});
