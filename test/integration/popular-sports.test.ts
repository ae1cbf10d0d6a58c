import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { POPULAR_SPORTS } from '@shared/rules/popular-sports';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { dynamoSportPlayerStore, sportPlayerKeys } from '@functions/discover/adapters/sport-player-store';
import { createSportPlayersService } from '@functions/discover/sport-players-service';
import { localDb } from '../support/community-fixtures';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, until } from '../support/games-client';
import { countDemoSportPlayers } from '@infra/local/seed/demo-sport-players';
import { acceptedJoin } from '../support/accepted-join';
import { completeGame, localBus } from '../support/completed-game';

// Popular Sports from real history: a completed game's confirmed players count for its sport
// through the bus and the consumer, once per person and sport — a redelivered event, another
// game of the same sport and a direct re-run add nobody twice — and the public read answers the
// six kept counters with a few minutes' cache. Tennis is this file's sport: no other test
// completes tennis games, so the counter moves only by what happens here.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));
const store = dynamoSportPlayerStore(db, LOCAL.tableName);
const service = createSportPlayersService({ store, requests: dynamoJoinRequestRepository(db, LOCAL.tableName) });
const bus = localBus(base);

type Person = Awaited<ReturnType<typeof freshUser>>;
let host: Person;
let players: Person[];
beforeAll(async () => {
  [host, ...players] = await Promise.all([
    freshUser(base, 'host', 'Tennis Host'),
    freshUser(base, 'player', 'Tennis One'),
    freshUser(base, 'player', 'Tennis Two'),
    freshUser(base, 'player', 'Tennis Three'),
  ]);
}, 60_000);

const tennisPlayers = async () => (await store.counts(['tennis'])).get('tennis') ?? 0;

/** A free tennis game whose host accepted `confirmed` (so they are confirmed) and left `pending` asking. */
async function tennisGame(confirmed: Person[], pending: Person[] = []) {
  const created = await call('/api/games', {
    method: 'POST',
    token: host.token,
    body: gameBody({ title: `Tennis Doubles ${randomUUID().slice(0, 6)}`, sport: 'tennis', price: 0 }),
  });
  expect(created.status).toBe(201);
  const game = created.body as { id: string; title: string; game_datetime: string };
  for (const player of confirmed) {
    const join = { contactInfo: { name: player.name, email: player.email } };
    await acceptedJoin(call, game.id, { player: player.token, host: host.token }, join);
  }
  for (const player of pending) {
    const join = { contactInfo: { name: player.name, email: player.email } };
    expect((await call(`/api/games/${game.id}/join`, { method: 'POST', token: player.token, body: join })).status).toBe(
      201,
    );
  }
  return game;
}

const complete = (game: { id: string; title: string; game_datetime: string }, times: number) =>
  completeGame({ db, bus }, game, { hostId: host.sub, sport: 'tennis', times });
/** The bus answers before it delivers: a moment for a late duplicate to land (or not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('players per sport', () => {
  it('a completed game counts each confirmed player once, however often its event arrives; pending ones not', async () => {
    const before = await tennisPlayers();
    const [one, two, three] = players as [Person, Person, Person];
    const game = await tennisGame([one, two], [three]);

    const detail = await complete(game, 2);
    await until(async () => (await tennisPlayers()) === before + 2, 20_000, 'two new tennis players');
    await settle();
    expect(await tennisPlayers()).toBe(before + 2);
    // A third delivery, straight to the consumer's service, finds everyone counted.
    expect(await service.onGameStatusChanged(detail, new Date().toISOString())).toBe(0);
    expect(await tennisPlayers()).toBe(before + 2);
  });

  it('another game of the same sport adds only the people who had never played it', async () => {
    const before = await tennisPlayers();
    const [one, , three] = players as [Person, Person, Person];
    await complete(await tennisGame([one, three]), 1);
    await until(async () => (await tennisPlayers()) === before + 1, 20_000, 'the one new tennis player');
    await settle();
    expect(await tennisPlayers()).toBe(before + 1);
  });

  it("a deleted account's markers go and the counts stay; counted again only as someone new", async () => {
    const someone = `synthetic-${randomUUID()}`;
    const at = new Date().toISOString();
    expect(await store.addPlayer('tennis', someone, at)).toBe('added');
    expect(await store.addPlayer('badminton', someone, at)).toBe('added');
    const [tennis, badminton] = [await tennisPlayers(), (await store.counts(['badminton'])).get('badminton')];
    await service.onAccountDeleted(someone);
    await service.onAccountDeleted(someone);
    const markers = await db.send(
      new GetCommand({
        TableName: LOCAL.tableName,
        Key: sportPlayerKeys.played('tennis', someone),
        ConsistentRead: true,
      }),
    );
    expect(markers.Item).toBeUndefined();
    expect(await tennisPlayers()).toBe(tennis);
    expect((await store.counts(['badminton'])).get('badminton')).toBe(badminton);
  });

  it('parallel counts of one person for one sport move the counter once', async () => {
    const before = await tennisPlayers();
    const someone = `synthetic-${randomUUID()}`;
    const at = new Date().toISOString();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => store.addPlayer('tennis', someone, at)));
    expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(1);
    expect(await tennisPlayers()).toBe(before + 1);
  });

  it('a game that is not completed, or of no known sport, counts nobody', async () => {
    const [one] = players as [Person];
    const game = await tennisGame([one]);
    const at = new Date().toISOString();
    expect(await service.onGameStatusChanged({ gameId: game.id, sport: 'tennis', status: 'ongoing' }, at)).toBe(0);
    expect(await service.onGameStatusChanged({ gameId: game.id, sport: 'quidditch', status: 'completed' }, at)).toBe(0);
  });
});

describe("the demo data's repair", () => {
  it('counts the players of completed games the consumer never saw, by the same rule, once however often it runs', async () => {
    const before = await tennisPlayers();
    const [one] = players as [Person];
    const newcomer = await freshUser(base, 'player', 'Tennis Four');
    await complete(await tennisGame([one, newcomer]), 0);
    await countDemoSportPlayers(db, LOCAL.tableName, [host.sub]);
    expect(await tennisPlayers()).toBe(before + 1);
    await countDemoSportPlayers(db, LOCAL.tableName, [host.sub]);
    expect(await tennisPlayers()).toBe(before + 1);
  });
});

describe('GET /api/sports/popular', () => {
  it('answers the six sports in order with their kept counts, public and cacheable for minutes', async () => {
    const response = await fetch(`${base}/api/sports/popular`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as { sports: { sport: string; players: number }[] };
    expect(body.sports.map((entry) => entry.sport)).toEqual([...POPULAR_SPORTS]);
    const counts = await store.counts([...POPULAR_SPORTS]);
    for (const entry of body.sports) {
      expect(Number.isInteger(entry.players) && entry.players >= 0).toBe(true);
      // Other files may complete games of other sports meanwhile: never more than is kept now.
      expect(entry.players).toBeLessThanOrEqual(counts.get(entry.sport)!);
    }
    expect(body.sports.find((entry) => entry.sport === 'tennis')!.players).toBe(counts.get('tennis'));
    expect(counts.get('tennis')).toBeGreaterThanOrEqual(3);
  });
});
