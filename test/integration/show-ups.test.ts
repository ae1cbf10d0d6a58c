import { randomUUID } from 'node:crypto';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { EVENT_SOURCE } from '@shared/events';
import type { ShowUpRecord } from '@shared/rules/show-up';
import { joinKeys } from '@functions/joins/adapters/keys';
import { dynamoShowUpStore } from '@functions/joins/adapters/show-up-store';
import { createShowUpService } from '@functions/joins/show-up-service';
import { recountShowUps } from '@infra/recount-show-ups/recount';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { localDb } from '../support/community-fixtures';
import { completeGame, localBus } from '../support/completed-game';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, untilRead } from '../support/games-client';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { putGames, syntheticGame } from '../support/seed-games';

// The show-up record kept by events agrees with the one recounted from the stored requests, on a
// seeded history: showed up, no-show, late drop, an early withdrawal, a cancelled game, a game with
// nobody checked in, a completion delivered twice and again later, and a pass scanned after the
// end through the API. The host reads the records on the request page and the check-in list, the
// player on their profile, and a game's minimum refuses a player below it.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));
const bus = localBus(base);
const showUps = createShowUpService(dynamoShowUpStore(db, LOCAL.tableName));
const HOUR = 60 * 60_000;
const BENGALURU = { lat: 12.9352, lng: 77.6245 };
const TAG = randomUUID().slice(0, 8);

let host: Awaited<ReturnType<typeof freshUser>>;
let asha: Awaited<ReturnType<typeof freshUser>>;
let kabir: Awaited<ReturnType<typeof freshUser>>;
// Players with no account: the record is about their requests, not their sign-in.
const [bilal, chitra, dev] = ['bilal', 'chitra', 'dev'].map((name) => `showup-${name}-${TAG}`) as [
  string,
  string,
  string,
];

const pastGame = (hoursAgo: number, n: number) =>
  syntheticGame(host.sub, BENGALURU, new Date(Date.now() - hoursAgo * HOUR), n, `Showup ${TAG}`);

const confirmed = (gameId: string, userId: string, over: Partial<StoredJoinRequest> = {}) =>
  syntheticRequest(gameId, userId, { status: 'confirmed', game_pass: `PASS${randomUUID()}`, ...over });
const arrived = (gameId: string, userId: string, at: string) => confirmed(gameId, userId, { checked_in_at: at });
const withdrew = (gameId: string, userId: string, at: string) =>
  syntheticRequest(gameId, userId, {
    status: 'withdrawn',
    withdrawn_from: 'confirmed',
    withdrawn_at: at,
  } as Partial<StoredJoinRequest>);

const keptRecords = async (ids: string[]) => Object.fromEntries(await showUps.records(ids));
const record = (showed_up: number, no_shows: number, late_drops: number): ShowUpRecord => ({
  showed_up,
  no_shows,
  late_drops,
});

let lateGame: ReturnType<typeof pastGame>;
let bilalLateRequest: StoredJoinRequest;

beforeAll(async () => {
  [host, asha, kabir] = await Promise.all([
    freshUser(base, 'host', `Showup Host ${TAG}`),
    freshUser(base, 'player', `Asha Showup ${TAG}`),
    freshUser(base, 'player', `Kabir Showup ${TAG}`),
  ]);
}, 60_000);

describe('show-up records from real check-ins', () => {
  it('the kept record equals the recount on a seeded history, duplicates and a late check-in included', async () => {
    const both = pastGame(30, 1); // Asha scanned, Bilal never came, Chitra dropped 2 h before, Dev 2 days before.
    const allIn = pastGame(28, 2); // Asha and Bilal scanned.
    const cancelled = pastGame(26, 3); // Called off: counts for no one.
    const unscanned = pastGame(24, 4); // The host scanned nobody: counts for no one.
    lateGame = pastGame(2.5, 5); // Ended an hour ago: its door is still open for a late scan of Bilal.
    cancelled.status = 'cancelled';
    await putGames(db, LOCAL.tableName, [both, allIn, cancelled, unscanned, lateGame]);
    const at = (game: typeof both, hours: number) =>
      new Date(new Date(game.game_datetime).getTime() + hours * HOUR).toISOString();
    bilalLateRequest = confirmed(lateGame.id, bilal);
    await putJoinRequests(db, LOCAL.tableName, [
      arrived(both.id, asha.sub, at(both, -0.2)),
      confirmed(both.id, bilal),
      withdrew(both.id, chitra, at(both, -2)),
      withdrew(both.id, dev, at(both, -48)),
      arrived(allIn.id, asha.sub, at(allIn, 0)),
      arrived(allIn.id, bilal, at(allIn, 0.1)),
      confirmed(cancelled.id, asha.sub),
      arrived(cancelled.id, bilal, at(cancelled, 0)),
      confirmed(unscanned.id, asha.sub),
      confirmed(unscanned.id, bilal),
      withdrew(unscanned.id, chitra, at(unscanned, -1)),
      arrived(lateGame.id, asha.sub, at(lateGame, 0)),
      bilalLateRequest,
    ]);

    const complete = (game: typeof both, times = 1) =>
      completeGame({ db, bus }, game, { hostId: host.sub, sport: game.sport, times });
    await complete(both, 2); // delivered twice at once
    await complete(allIn);
    await complete(unscanned);
    await complete(lateGame);
    const cancelledEvent = {
      gameId: cancelled.id,
      hostId: host.sub,
      title: cancelled.title,
      game_datetime: cancelled.game_datetime,
      by: 'host',
      eventId: randomUUID(),
    };
    await bus.send(
      new PutEventsCommand({
        Entries: [
          {
            Source: EVENT_SOURCE,
            DetailType: 'GameCancelled.v1',
            Detail: JSON.stringify(cancelledEvent),
            EventBusName: LOCAL.eventBusName,
          },
        ],
      }),
    );

    const players = [asha.sub, bilal, chitra, dev];
    const beforeLateScan = {
      [asha.sub]: record(3, 0, 0),
      [bilal]: record(1, 2, 0),
      [chitra]: record(0, 0, 1),
      [dev]: record(0, 0, 0),
    };
    await untilRead(
      () => keptRecords(players),
      (kept) => JSON.stringify(kept) === JSON.stringify(beforeLateScan),
      20_000,
      'the completed games settled',
    );

    // The host scans Bilal's pass an hour after the end: his no-show becomes showed up.
    const scan = await call(`/api/games/${lateGame.id}/check-ins`, {
      method: 'POST',
      token: host.token,
      body: { request_id: bilalLateRequest.id },
    });
    expect(scan.status).toBe(200);
    const expected = { ...beforeLateScan, [bilal]: record(2, 1, 0) };
    expect(await keptRecords(players)).toEqual(expected);

    // A redelivery days later, and a settle run by hand, find nothing left to move.
    await complete(both);
    await showUps.settle(allIn.id);
    await showUps.settle(cancelled.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await keptRecords(players)).toEqual(expected);

    // The recount from the stored requests says the same, player by player.
    for (const id of players) expect((await showUps.recount(id)).record, id).toEqual(expected[id]);
    // The repair script's write finds nothing to change.
    for (const id of players) expect((await showUps.repair(id)).changed, id).toBe(false);
  }, 90_000);

  it('the recount script puts a record that drifted back to what the requests say', async () => {
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: joinKeys.showUpRecord(chitra),
        UpdateExpression: 'SET no_shows = :wrong',
        ExpressionAttributeValues: { ':wrong': 5 },
      }),
    );
    // The script walks every player with a request or a record; ours are repaired for real, the
    // other test files' players only listed (their games are theirs to settle).
    const ours = new Set([asha.sub, bilal, chitra, dev]);
    const seen = new Set<string>();
    const lines: string[] = [];
    await recountShowUps({
      db,
      tableName: LOCAL.tableName,
      repair: async (userId) => {
        seen.add(userId);
        return ours.has(userId) ? showUps.repair(userId) : { record: record(0, 0, 0), changed: false };
      },
      log: (line) => lines.push(line),
    });
    expect([...ours].filter((id) => !seen.has(id))).toEqual([]);
    expect(lines).toEqual([`${chitra}: ${JSON.stringify(record(0, 0, 1))}`]);
    expect(await showUps.record(chitra)).toEqual(record(0, 0, 1));
  });

  it("the host sees each player's record on the request page and the check-in list", async () => {
    const page = await call(`/api/games/${lateGame.id}/requests`, { token: host.token });
    expect(page.status).toBe(200);
    const byUser = Object.fromEntries(
      (page.body.requests as { user_id: string; show_up: ShowUpRecord }[]).map((r) => [r.user_id, r.show_up]),
    );
    expect(byUser).toEqual({ [asha.sub]: record(3, 0, 0), [bilal]: record(2, 1, 0) });

    const arrivals = await call(`/api/games/${lateGame.id}/check-ins`, { token: host.token });
    expect(arrivals.status).toBe(200);
    const bilalArrival = (arrivals.body.players as { request_id: string; show_up: ShowUpRecord }[]).find(
      (p) => p.request_id === bilalLateRequest.id,
    );
    expect(bilalArrival?.show_up).toEqual(record(2, 1, 0));

    // Anyone else asking for the host's lists learns nothing, records included.
    expect((await call(`/api/games/${lateGame.id}/requests`, { token: kabir.token })).status).toBe(404);
    expect((await call(`/api/games/${lateGame.id}/check-ins`, { token: asha.token })).status).toBe(404);
  });

  it('the player sees their own record with their profile stats', async () => {
    const mine = await call('/api/me/stats', { token: asha.token });
    expect(mine.status).toBe(200);
    expect(mine.body.show_up).toEqual(record(3, 0, 0));
  });

  it('a game with a minimum refuses a player below it, lets others in, and checks the setting', async () => {
    for (const bad of [49, 101, 75.5, '80'])
      expect(
        await call('/api/games', { method: 'POST', token: host.token, body: gameBody({ min_show_up_rate: bad }) }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Minimum show-up rate must be a whole percentage from 50 to 100, or off' },
      });
    const created = await call('/api/games', {
      method: 'POST',
      token: host.token,
      body: gameBody({ price: 0, min_show_up_rate: 80 }),
    });
    expect(created.status).toBe(201);
    const gameId = created.body.id as string;
    expect((await call(`/api/games/${gameId}`)).body.min_show_up_rate).toBe(80);

    // Kabir turned up to 3 of his 5 games.
    await db.send(
      new PutCommand({
        TableName: LOCAL.tableName,
        Item: { ...joinKeys.showUpRecord(kabir.sub), type: 'show-up-record', ...record(3, 2, 0) },
      }),
    );
    const join = (who: typeof kabir) =>
      call(`/api/games/${gameId}/join`, {
        method: 'POST',
        token: who.token,
        body: { contactInfo: { name: who.name, email: who.email } },
      });
    expect(await join(kabir)).toMatchObject({
      status: 403,
      body: {
        message:
          'This game asks for a show-up rate of at least 80%. Yours is 60% (3 of 5 games). Turn up to the games you join to raise it.',
      },
    });
    const ashaJoin = await join(asha);
    expect(ashaJoin.status).toBe(201);

    // A withdrawal keeps what it left and when: the late-drop rule reads them.
    const requestId = ashaJoin.body.joinRequestId as string;
    expect((await call(`/api/requests/${requestId}/withdraw`, { method: 'POST', token: asha.token })).status).toBe(200);
    const { Item } = await db.send(
      new GetCommand({ TableName: LOCAL.tableName, Key: joinKeys.joinRequest(gameId, asha.sub) }),
    );
    expect(Item).toMatchObject({ status: 'withdrawn', withdrawn_from: 'pending' });
    expect(typeof Item?.withdrawn_at).toBe('string');

    // Off again on an edit: Kabir may ask.
    const game = (await call(`/api/games/${gameId}`)).body;
    const edited = await call(`/api/games/${gameId}`, {
      method: 'PUT',
      token: host.token,
      body: { ...gameBody({ price: 0 }), title: game.title, game_date: game.game_date, min_show_up_rate: null },
    });
    expect(edited.status).toBe(200);
    expect((await join(kabir)).status).toBe(201);
  });

  it("a deleted account's record and its per-game markers go with it", async () => {
    expect(await showUps.record(asha.sub)).toEqual(record(3, 0, 0));
    const deleted = await call('/api/me', { method: 'DELETE', token: asha.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    const left = async () => {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: LOCAL.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :showUp)',
          ExpressionAttributeValues: { ':pk': `USER#${asha.sub}`, ':showUp': 'SHOWUP' },
          ConsistentRead: true,
        }),
      );
      return Items.length;
    };
    await untilRead(left, (count) => count === 0, 30_000, "Asha's show-up items erased");
    // Her games settled again find her requests anonymised: nothing comes back.
    await showUps.settle(lateGame.id);
    expect(await left()).toBe(0);
  }, 60_000);
});
