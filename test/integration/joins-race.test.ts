import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { newGameItem } from '@functions/games/adapters/game-item';
import type { StoredGame } from '@functions/games/ports';
import { syntheticGame } from '../support/seed-games';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { createHostRequestService } from '@functions/hosting/host-request-service';
import { createJoinService } from '@functions/joins/join-service';
import { systemClock } from '@functions/platform/clock';
import { JOIN_MESSAGES, REQUEST_MESSAGES, joinInputSchema } from '@shared/schemas/join';
import { apiClient, gameBody, startingSoon, streamCaughtUp, uniqueTag } from '../support/games-client';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { raceBarrier } from '../support/race-barrier';
import { sendingThrough } from '../support/sending-through';
import { signInDemo } from '../support/demo-tokens';

// Each join-loop invariant is a condition in the write that could break it, so it
// holds under a race. Every race has a negative control: the same race against the repository with
// that one condition removed must break the rule, which shows the test can see it break.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  {
    marshallOptions: { removeUndefinedValues: true },
  },
);

let priya: string;
let rahul: string;
beforeAll(async () => {
  [priya, rahul] = await signInDemo(base, ['priya', 'rahul']);
});

// These races write well over a thousand items. The table stream carries them to the event
// publisher in order, so events of the next test file would queue behind them: before leaving,
// wait until an event written last has come through.
afterAll(async () => {
  const marker = await newGame();
  await streamCaughtUp(base, marker.id);
});

/**
 * A document client that rewrites every command before sending it: the naive variants. Writes wait
 * at a barrier until `racers` of them are there (or a second passes), so every racer has read
 * before anyone writes: the race window is certain, and the control can't pass by luck of timing.
 */
function rewriting(edit: (command: unknown) => void, racers: number): DynamoDBDocumentClient {
  const barrier = raceBarrier(racers);
  return sendingThrough(db, async (command) => {
    edit(command);
    // The race is the same without its events; their e-mails would only load the shared stack.
    if (command instanceof TransactWriteCommand)
      command.input.TransactItems = transactItems(command).filter((item) => item.Put?.Item?.type !== 'outbox-event');
    if (command instanceof TransactWriteCommand || command instanceof UpdateCommand) await barrier();
  });
}
const transactItems = (command: unknown) =>
  command instanceof TransactWriteCommand ? (command.input.TransactItems ?? []) : [];
const services = (client: DynamoDBDocumentClient) => {
  const games = dynamoGameRepository(client, LOCAL.tableName);
  const requests = dynamoJoinRequestRepository(client, LOCAL.tableName);
  return {
    requests,
    joins: createJoinService({ games, requests, clock: systemClock }),
    hosts: createHostRequestService({ games, requests, clock: systemClock, paymentUrl: (id) => `/pay/${id}` }),
  };
};
const newGame = async (over: Record<string, unknown> = {}) => {
  const created = await call('/api/games', { method: 'POST', token: priya, body: gameBody({ price: 0, ...over }) });
  expect(created.status).toBe(201);
  return created.body as { id: string; host_id: string };
};
const gameItem = async (gameId: string) =>
  (
    await db.send(
      new GetCommand({ TableName: LOCAL.tableName, Key: { pk: `GAME#${gameId}`, sk: 'GAME' }, ConsistentRead: true }),
    )
  ).Item!;
/** The game's counters item (decision 047): the joins it counted. */
const joinsCounted = async (gameId: string) =>
  Number(
    (
      await db.send(
        new GetCommand({
          TableName: LOCAL.tableName,
          Key: { pk: `GAME#${gameId}`, sk: 'COUNTERS' },
          ConsistentRead: true,
        }),
      )
    ).Item?.join_requests ?? 0,
  );
const contact = { name: 'Rahul Verma', email: `rahul.${uniqueTag()}@players.test` };
const count = <T>(list: T[], keep: (t: T) => boolean) => list.filter(keep).length;

/** The host's request list is paged: every page of a game's requests, as the host would load them. */
async function everyRequestOf(gameId: string): Promise<{ status: string }[]> {
  const all: { status: string }[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = (await call(`/api/games/${gameId}/requests${query}`, { token: priya })).body;
    all.push(...page.requests);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return all;
}

describe('capacity: 200 parallel accepts on a 10-spot free game', () => {
  const SPOTS = 10;
  const PLAYERS = 200;
  const pendingRequests = (gameId: string) =>
    Array.from({ length: PLAYERS }, (_, i) => syntheticRequest(gameId, `race-${uniqueTag()}-${i}`));

  it('exactly 10 confirmed, current_players = 10, the other 190 told the game is full and left pending', async () => {
    const game = await newGame({ max_players: SPOTS });
    const requests = pendingRequests(game.id);
    await putJoinRequests(db, LOCAL.tableName, requests);
    const answers = await Promise.all(
      requests.map((r) =>
        call(`/api/requests/${r.id}/decision`, { method: 'POST', token: priya, body: { action: 'accept' } }),
      ),
    );
    expect(count(answers, (a) => a.status === 200)).toBe(SPOTS);
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array(PLAYERS - SPOTS).fill({ status: 409, body: { message: REQUEST_MESSAGES.gameFull } }),
    );
    const stored = await everyRequestOf(game.id);
    expect(count(stored, (r) => r.status === 'confirmed')).toBe(SPOTS);
    expect(count(stored, (r) => r.status === 'pending')).toBe(PLAYERS - SPOTS);
    expect((await gameItem(game.id)).current_players).toBe(SPOTS);
  });

  it('negative control: without the capacity condition the same race confirms more than 10', async () => {
    const game = await newGame({ max_players: SPOTS });
    const requests = pendingRequests(game.id);
    await putJoinRequests(db, LOCAL.tableName, requests);
    const naive = services(
      rewriting((command) => {
        for (const item of transactItems(command)) {
          const update = item.Update;
          if (update?.ConditionExpression?.includes('current_players < max_players'))
            update.ConditionExpression = update.ConditionExpression.replace(
              'current_players < max_players',
              'attribute_exists(pk)',
            );
        }
      }, PLAYERS),
    );
    const outcomes = await Promise.allSettled(
      requests.map((r) => naive.hosts.decide(game.host_id, r.id, { action: 'accept' })),
    );
    const confirmed = count(outcomes, (o) => o.status === 'fulfilled');
    expect(confirmed).toBeGreaterThan(SPOTS);
    expect((await gameItem(game.id)).current_players).toBe(confirmed);
  });
});

describe('one request per player per game: 50 parallel joins by one player', () => {
  const JOINS = 50;

  it('one 201; the other 49 say the request was already sent; the game counts one request', async () => {
    const game = await newGame();
    const answers = await Promise.all(
      Array.from({ length: JOINS }, () =>
        call(`/api/games/${game.id}/join`, { method: 'POST', token: rahul, body: { contactInfo: contact } }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    const id = created[0]!.body.joinRequestId;
    expect(answers.filter((a) => a.status !== 201)).toEqual(
      Array(JOINS - 1).fill({
        status: 409,
        body: { message: JOIN_MESSAGES.requestAlreadySent, status: 'pending', joinRequestId: id },
      }),
    );
    expect(
      (await call(`/api/games/${game.id}/requests`, { token: priya })).body.requests.map((r: { id: string }) => r.id),
    ).toEqual([id]);
    expect(await joinsCounted(game.id)).toBe(1);
  });

  it('negative control: without the request condition the same race accepts many joins and counts them all', async () => {
    const game = await newGame();
    const naive = services(
      rewriting((command) => {
        for (const item of transactItems(command))
          if (String(item.Put?.Item?.sk ?? '').startsWith('REQUEST#')) delete item.Put!.ConditionExpression;
      }, JOINS),
    );
    const input = joinInputSchema.parse({ contactInfo: contact });
    const player = `naive-${uniqueTag()}`;
    // The service's own "is there one already?" read is not enough: they all read "no".
    const outcomes = await Promise.allSettled(
      Array.from({ length: JOINS }, () => naive.joins.join(player, game.id, input)),
    );
    const created = count(outcomes, (o) => o.status === 'fulfilled');
    expect(created).toBeGreaterThan(1);
    expect(await joinsCounted(game.id)).toBe(created);
  });
});

describe('nudge limits: 10 parallel nudges', () => {
  const NUDGES = 10;

  it('exactly one succeeds; the rest are told when they can nudge again', async () => {
    const game = await newGame();
    const requestId = (
      await call(`/api/games/${game.id}/join`, { method: 'POST', token: rahul, body: { contactInfo: contact } })
    ).body.joinRequestId;
    const answers = await Promise.all(
      Array.from({ length: NUDGES }, () => call(`/api/requests/${requestId}/nudge`, { method: 'POST', token: rahul })),
    );
    expect(count(answers, (a) => a.body.success === true)).toBe(1);
    expect(answers.filter((a) => !a.body.success)).toEqual(
      Array(NUDGES - 1).fill({
        status: 200,
        body: { success: false, message: 'You can nudge again in 24 hours', nudge_count: 1 },
      }),
    );
    expect((await call(`/api/games/${game.id}/my-request`, { token: rahul })).body.nudge_count).toBe(1);
  });

  it('negative control: without the nudge condition the same race nudges more than once', async () => {
    const game = await newGame();
    const request = syntheticRequest(game.id, `naive-${uniqueTag()}`);
    await putJoinRequests(db, LOCAL.tableName, [request]);
    const naive = services(
      rewriting((command) => {
        for (const item of transactItems(command)) {
          const update = item.Update;
          if (!update?.UpdateExpression?.includes('nudge_count')) continue;
          update.ConditionExpression = '#status = :pending AND id = :id';
          delete update.ExpressionAttributeValues![':max'];
          delete update.ExpressionAttributeValues![':cutoff'];
        }
      }, NUDGES),
    );
    const outcomes = await Promise.all(
      Array.from({ length: NUDGES }, () => naive.joins.nudge(request.user_id, request.id)),
    );
    const nudged = count(outcomes, (o) => o.success);
    expect(nudged).toBeGreaterThan(1);
    expect((await naive.requests.get(game.id, request.user_id))!.nudge_count).toBe(nudged);
  });
});

describe('check-in once: 2 × 50 parallel scans of one pass', () => {
  const SCANS = 50;
  const confirmedPass = async () => {
    const game = await newGame(startingSoon());
    const code = `pass${uniqueTag()}${uniqueTag()}`;
    const request = syntheticRequest(game.id, `player-${uniqueTag()}`, { status: 'confirmed', game_pass: code });
    await putJoinRequests(db, LOCAL.tableName, [request]);
    // A confirmed player holds a spot: the game counts it, as an accept or a payment would have.
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: { pk: `GAME#${game.id}`, sk: 'GAME' },
        UpdateExpression: 'SET current_players = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    return { game, code, request };
  };

  it('two phones scanning at once: one check-in, 99 "already checked in"', async () => {
    const { game, code } = await confirmedPass();
    const phones = [priya, await token('priya@demo.yaktiv.test')];
    const scans = await Promise.all(
      phones.flatMap((phone) =>
        Array.from({ length: SCANS }, () =>
          call(`/api/games/${game.id}/check-ins`, { method: 'POST', token: phone, body: { code } }),
        ),
      ),
    );
    expect(scans.every((s) => s.status === 200)).toBe(true);
    expect(count(scans, (s) => s.body.status === 'checked_in')).toBe(1);
    const at = scans.find((s) => s.body.status === 'checked_in')!.body.checked_in_at;
    expect(
      scans
        .filter((s) => s.body.status === 'already')
        .every((s) => s.body.checked_in_at === at && /^Already checked in at \d{2}:\d{2}$/.test(s.body.message)),
    ).toBe(true);
    expect((await call(`/api/games/${game.id}/check-ins`, { token: priya })).body).toMatchObject({
      arrived: 1,
      expected: 1,
    });
  });

  it('negative control: without the check-in condition the same race checks in more than once', async () => {
    const { game, code } = await confirmedPass();
    const naive = services(
      rewriting((command) => {
        // The check-in is a transaction with the game's check-in count.
        for (const item of transactItems(command)) {
          if (item.Update?.ConditionExpression?.includes('attribute_not_exists(checked_in_at)'))
            item.Update.ConditionExpression = item.Update.ConditionExpression.replace(
              'attribute_not_exists(checked_in_at) AND ',
              '',
            );
        }
      }, 2 * SCANS),
    );
    const scans = await Promise.allSettled(
      Array.from({ length: 2 * SCANS }, () => naive.hosts.checkIn(game.host_id, game.id, code)),
    );
    expect(count(scans, (s) => s.status === 'fulfilled' && s.value.status === 'checked_in')).toBeGreaterThan(1);
  });
});

describe('withdrawals keep the game’s counts right', () => {
  const confirmedAndCheckedIn = async () => {
    const game = await newGame(startingSoon());
    const { joins, hosts, requests } = services(db);
    const player = `player-${uniqueTag()}`;
    const { joinRequestId } = await joins.join(player, game.id, joinInputSchema.parse({ contactInfo: contact }));
    await hosts.decide(game.host_id, joinRequestId, { action: 'accept' });
    const request = (await requests.getById(joinRequestId))!;
    await hosts.checkIn(game.host_id, game.id, request.game_pass!);
    expect(await gameItem(game.id)).toMatchObject({ current_players: 1, checked_in_count: 1 });
    return { game, player, joinRequestId, joins, requests };
  };

  it('a checked-in player who withdraws before the start gives back both the spot and the arrival', async () => {
    const { game, player, joinRequestId, joins } = await confirmedAndCheckedIn();
    expect(await joins.withdraw(player, joinRequestId)).toMatchObject({ status: 'withdrawn' });
    expect(await gameItem(game.id)).toMatchObject({ current_players: 0, checked_in_count: 0 });
  });

  it('once the game started the withdrawal is refused, in the service and in the write itself', async () => {
    const { game, player, joinRequestId, joins, requests } = await confirmedAndCheckedIn();
    const request = (await requests.getById(joinRequestId))!;
    // The write alone, as if the start passed between the service's read and its transaction.
    const afterStart = new Date(Date.parse(String((await gameItem(game.id)).game_datetime)) + 60_000).toISOString();
    expect(await requests.withdraw(request, afterStart, [])).toBe('started');
    // The game's start moved into the past (as time does): the player is told why.
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: { pk: `GAME#${game.id}`, sk: 'GAME' },
        UpdateExpression: 'SET game_datetime = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    await expect(joins.withdraw(player, joinRequestId)).rejects.toThrow(REQUEST_MESSAGES.gameStarted);
    expect(await gameItem(game.id)).toMatchObject({ current_players: 1, checked_in_count: 1 });
    expect((await requests.getById(joinRequestId))!.status).toBe('confirmed');
  });
});

describe("joins are checked on the counters' copy of the game's rules", () => {
  const games = dynamoGameRepository(db, LOCAL.tableName);
  const joinDirect = (client: DynamoDBDocumentClient, gameId: string, hostId: string) =>
    dynamoJoinRequestRepository(client, LOCAL.tableName).create(
      syntheticRequest(gameId, `late-${uniqueTag()}`),
      new Date().toISOString(),
      null,
      [],
      hostId,
    );
  const counters = async (gameId: string) =>
    (
      await db.send(
        new GetCommand({
          TableName: LOCAL.tableName,
          Key: { pk: `GAME#${gameId}`, sk: 'COUNTERS' },
          ConsistentRead: true,
        }),
      )
    ).Item!;
  /** A game written as games were before their counters carried its rules: the game item alone. */
  const storedBefore = async (hostId: string, over: Partial<StoredGame>) => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const game = { ...syntheticGame(hostId, { lat: 12.9352, lng: 77.6245 }, start, 1, 'Legacy'), ...over };
    await db.send(new PutCommand({ TableName: LOCAL.tableName, Item: newGameItem(game) }));
    return game;
  };

  it('a join that read the game open is refused once a cancel committed; without the counters’ condition it lands', async () => {
    const game = await newGame();
    expect(await counters(game.id)).toMatchObject({ rules_mirrored: true, status: 'upcoming', host_id: game.host_id });
    expect(await games.cancel((await games.get(game.id))!, new Date().toISOString(), [])).toBe('cancelled');
    expect((await counters(game.id)).status).toBe('cancelled');
    expect(await joinDirect(db, game.id, game.host_id)).toBe('game-refused');
    // Negative control: the counters' update without its condition (only what the update itself names).
    const naive = sendingThrough(db, async (command) => {
      for (const item of transactItems(command)) {
        const update = item.Update;
        if (update?.Key?.sk !== 'COUNTERS' || !update.ConditionExpression) continue;
        delete update.ConditionExpression;
        const used = (name: string) => update.UpdateExpression!.includes(name);
        update.ExpressionAttributeNames = Object.fromEntries(
          Object.entries(update.ExpressionAttributeNames ?? {}).filter(([name]) => used(name)),
        );
        update.ExpressionAttributeValues = Object.fromEntries(
          Object.entries(update.ExpressionAttributeValues ?? {}).filter(([name]) => used(name)),
        );
      }
    });
    expect(await joinDirect(naive, game.id, game.host_id)).toBe('created');
  });

  it('a game stored before the copy: the first join copies the rules from the game, then counts; a full one is refused', async () => {
    const { host_id: hostId } = await newGame();
    const open = await storedBefore(hostId, { max_players: 2, current_players: 1 });
    const joined = await call(`/api/games/${open.id}/join`, {
      method: 'POST',
      token: rahul,
      body: { contactInfo: contact },
    });
    expect(joined.status).toBe(201);
    expect(await counters(open.id)).toMatchObject({
      rules_mirrored: true,
      status: 'upcoming',
      host_id: hostId,
      max_players: 2,
      current_players: 1,
      game_datetime: open.game_datetime,
      join_requests: 1,
      pending_count: 1,
    });
    // Full as stored: the copy taken on the way refuses the join, as the game's own check did.
    const full = await storedBefore(hostId, { max_players: 2, current_players: 2 });
    expect(await joinDirect(db, full.id, hostId)).toBe('game-refused');
    expect(await counters(full.id)).toMatchObject({ rules_mirrored: true, current_players: 2, max_players: 2 });
    expect((await counters(full.id)).join_requests ?? 0).toBe(0);
  });
});
