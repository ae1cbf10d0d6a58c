import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { GAME_MESSAGES, REPORT_MESSAGES } from '@shared/schemas/game';
import { apiClient, gameBody, inDays, minutesFromNow, uniqueTag } from '../support/games-client';
import { putBareJoinRequest } from '../support/join-fixtures';
import { signInDemo } from '../support/demo-tokens';

// Games through every layer: local router + JWT → handlers → services → DynamoDB Local.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);

// A game at Koramangala; Indiranagar is ~5 km away, a point 1.8° north is ~200 km away.
const INDIRANAGAR = { lat: 12.9784, lng: 77.6408 };
const FAR_NORTH = { lat: 14.7352, lng: 77.6245 };

let priya: string;
let arjun: string;
let rahul: string;
beforeAll(async () => {
  [priya, arjun, rahul] = await signInDemo(base, ['priya', 'arjun', 'rahul']);
});

const discover = async (query: Record<string, string | number>) => {
  // A full page (100): other test files add games around the same places.
  const { status, body } = await call(
    `/api/games?${new URLSearchParams(Object.entries({ limit: 100, ...query }).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(status).toBe(200);
  return body.games as { id: string; title: string; distance_km?: number; game_datetime: string }[];
};

describe('create → get → discover', () => {
  it('a host creates a game; it reads back and appears near it with a real distance, not from 200 km away', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: priya,
      body: gameBody({
        questions: [{ question_text: 'Position?', question_type: 'radio', options: ['GK', 'FW'], is_required: true }],
      }),
    });
    expect(created.status).toBe(201);
    const game = created.body;
    expect(game).toMatchObject({
      status: 'upcoming',
      current_players: 0,
      latitude: 12.9352,
      longitude: 77.6245,
      host: { name: 'Priya Sharma' },
    });

    const got = await call(`/api/games/${game.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: game.id,
      title: game.title,
      questions: [{ question_text: 'Position?', options: ['GK', 'FW'], order_index: 0 }],
    });

    const near = await discover({ lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 10 });
    const mine = near.find((g) => g.id === game.id);
    expect(mine?.distance_km).toBeGreaterThan(4.5);
    expect(mine!.distance_km).toBeLessThan(5.6);
    // Soonest first (the screen orders what it has by distance; decision 023), all within the radius.
    expect(near.map((g) => g.game_datetime)).toEqual([...near.map((g) => g.game_datetime)].sort());
    expect(near.every((g) => g.distance_km! <= 10)).toBe(true);

    expect(
      (await discover({ lat: FAR_NORTH.lat, lng: FAR_NORTH.lng, radius_km: 100 })).some((g) => g.id === game.id),
    ).toBe(false);
    expect(
      (await discover({ lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 4 })).some((g) => g.id === game.id),
    ).toBe(false);
    // Without a point: listed, without a distance.
    const anywhere = await discover({ q: game.title });
    expect(anywhere.map((g) => g.id)).toEqual([game.id]);
    expect(anywhere[0]!.distance_km).toBeUndefined();
  });

  it('filters by sport, skill level, date range, a free entry and text', async () => {
    const tag = uniqueTag();
    const make = async (over: Record<string, unknown>) =>
      (
        await call('/api/games', {
          method: 'POST',
          token: arjun,
          body: gameBody({ ...over, title: `${tag} ${over.title}` }),
        })
      ).body.id as string;
    const badminton = await make({
      title: 'Shuttle',
      sport: 'badminton',
      skill_level: 'beginner',
      game_date: inDays(2),
      price: 0,
    });
    const football = await make({
      title: 'Kickabout',
      sport: 'football',
      skill_level: 'advanced',
      game_date: inDays(1),
    });
    const later = await make({
      title: 'Later',
      sport: 'football',
      skill_level: 'beginner',
      game_date: inDays(12),
      price: 0,
    });
    const ids = async (query: Record<string, string | number>) =>
      (await discover({ q: tag, ...query })).map((g) => g.id);

    expect(await ids({})).toEqual([football, badminton, later]);
    expect(await ids({ sport: 'badminton' })).toEqual([badminton]);
    expect(await ids({ skill_level: 'advanced' })).toEqual([football]);
    expect(await ids({ date: 'tomorrow' })).toEqual([football]);
    expect(await ids({ date: 'week' })).toEqual([football, badminton]);
    expect(await ids({ sport: 'football', skill_level: 'beginner' })).toEqual([later]);
    expect(await ids({ price: 'free' })).toEqual([badminton, later]);
    expect(await ids({ price: 'free', date: 'week' })).toEqual([badminton]);
    expect(
      await ids({ price: 'free', lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 20, sport: 'football' }),
    ).toEqual([later]);
    const cheap = await call(`/api/games?q=${tag}&price=cheap`);
    expect(cheap.status).toBe(400);
    expect(JSON.stringify(cheap.body)).toContain("Price filter must be 'free'");
    // The same filters on the geo path.
    expect(await ids({ lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 20, sport: 'badminton' })).toEqual([
      badminton,
    ]);
  });

  it('featured: the next six upcoming games, soonest first, a game starting shortly among them', async () => {
    const soon = minutesFromNow(90);
    const created = await call('/api/games', {
      method: 'POST',
      token: priya,
      body: gameBody({ game_date: soon.date, game_time: soon.time }),
    });
    expect(created.status).toBe(201);
    expect(created.body.game_datetime).toEqual(expect.any(String));
    const { status, body } = await call('/api/games/featured');
    expect(status).toBe(200);
    expect(body.games.length).toBeLessThanOrEqual(6);
    const starts = body.games.map((g: { game_datetime: string }) => g.game_datetime);
    expect(starts).toEqual([...starts].sort());
    // Other files share this stack and create games starting soon too: the new game is among the
    // six unless six others start no later than it does.
    if (!body.games.some((g: { id: string }) => g.id === created.body.id)) {
      expect(body.games).toHaveLength(6);
      expect(starts.every((s: string) => s <= created.body.game_datetime)).toBe(true);
    }
    expect(starts.every((s: string) => s > new Date().toISOString())).toBe(true);
  });
});

describe('rules on the server', () => {
  it('a player gets 403 hostsOnly', async () => {
    expect(await call('/api/games', { method: 'POST', token: rahul, body: gameBody() })).toEqual({
      status: 403,
      body: { message: GAME_MESSAGES.hostsOnly },
    });
  });

  it('signed out gets 401', async () => {
    expect((await call('/api/games', { method: 'POST', body: gameBody() })).status).toBe(401);
  });

  it('validation answers the spec message with its field; host_id in the body is an unknown field', async () => {
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ maps_link: 'somewhere' }) }),
    ).toMatchObject({ status: 400, body: { field: 'maps_link', message: GAME_MESSAGES.mapsLinkInvalid } });
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ game_date: inDays(-1) }) }),
    ).toMatchObject({ status: 400, body: { field: 'game_date', message: GAME_MESSAGES.inThePast } });
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ game_date: '9999-12-31' }) }),
    ).toMatchObject({ status: 400, body: { field: 'game_date', message: GAME_MESSAGES.tooFarAhead } });
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ max_players: 5000 }) }),
    ).toMatchObject({ status: 400, body: { field: 'max_players', message: GAME_MESSAGES.maxPlayers } });
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: '\u200B\u200C\u2800\u3164' }) }),
    ).toMatchObject({ status: 400, body: { field: 'title', message: GAME_MESSAGES.titleRequired } });
    expect(
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ host_id: 'someone-else' }) }),
    ).toMatchObject({ status: 400, body: { field: 'host_id', message: 'Unknown field: host_id' } });
  });

  it('unknown game: 404 Game not found', async () => {
    expect(await call('/api/games/does-not-exist')).toEqual({ status: 404, body: { message: GAME_MESSAGES.notFound } });
  });
});

describe('update and delete', () => {
  it('the host updates; another host gets 404 on edit and delete; the host deletes and it is gone everywhere', async () => {
    const game = (await call('/api/games', { method: 'POST', token: priya, body: gameBody() })).body;
    const title = `Renamed ${uniqueTag()}`;
    const updated = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: priya,
      body: gameBody({ title, price: 99.5, skill_level: 'advanced' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: game.id,
      title,
      price: 99.5,
      skill_level: 'advanced',
      created_at: game.created_at,
    });
    expect((await call(`/api/games/${game.id}`)).body).toMatchObject({ title, price: 99.5 });

    expect(
      await call(`/api/games/${game.id}`, { method: 'PUT', token: arjun, body: gameBody({ title: 'Hijack' }) }),
    ).toEqual({ status: 404, body: { message: GAME_MESSAGES.notYours } });
    expect(await call(`/api/games/${game.id}`, { method: 'DELETE', token: arjun })).toEqual({
      status: 404,
      body: { message: GAME_MESSAGES.notYours },
    });
    expect(await call(`/api/games/${game.id}`, { method: 'DELETE', token: rahul })).toEqual({
      status: 404,
      body: { message: GAME_MESSAGES.notYours },
    });
    expect((await call(`/api/games/${game.id}`)).body.title).toBe(title);

    const mine = await call('/api/host/games', { token: priya });
    expect(mine.body.games.some((g: { id: string }) => g.id === game.id)).toBe(true);
    expect(
      (await call('/api/host/games', { token: arjun })).body.games.some((g: { id: string }) => g.id === game.id),
    ).toBe(false);

    expect(await call(`/api/games/${game.id}`, { method: 'DELETE', token: priya })).toEqual({
      status: 200,
      body: { outcome: 'deleted' },
    });
    expect((await call(`/api/games/${game.id}`)).status).toBe(404);
    expect((await discover({ q: title })).length).toBe(0);
    expect(
      (await discover({ lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 10 })).some((g) => g.id === game.id),
    ).toBe(false);
    expect(
      (await call('/api/host/games', { token: priya })).body.games.some((g: { id: string }) => g.id === game.id),
    ).toBe(false);
    // Its title is free again for that day.
    expect((await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title }) })).status).toBe(201);
  });

  it('duplicate rule on edit: 409 when renaming onto another game of the same day', async () => {
    const tag = uniqueTag();
    await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: `${tag} one` }) });
    const two = (await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: `${tag} two` }) }))
      .body;
    expect(
      await call(`/api/games/${two.id}`, {
        method: 'PUT',
        token: priya,
        body: gameBody({ title: `${tag.toUpperCase()}  ONE` }),
      }),
    ).toEqual({
      status: 409,
      body: { message: GAME_MESSAGES.duplicate, field: 'title' },
    });
  });

  it('a game with a join request is cancelled, not deleted: still readable, gone from discover', async () => {
    const game = (await call('/api/games', { method: 'POST', token: arjun, body: gameBody() })).body;
    // What a join writes: a request in the game's partition and the counter on the game.
    await putBareJoinRequest(db, LOCAL.tableName, game.id, 'player-x');
    expect(await call(`/api/games/${game.id}`, { method: 'DELETE', token: arjun })).toEqual({
      status: 200,
      body: { outcome: 'cancelled' },
    });
    expect((await call(`/api/games/${game.id}`)).body).toMatchObject({ id: game.id, status: 'cancelled' });
    expect((await discover({ q: game.title })).length).toBe(0);
    expect(
      (await discover({ lat: INDIRANAGAR.lat, lng: INDIRANAGAR.lng, radius_km: 10 })).some((g) => g.id === game.id),
    ).toBe(false);
    expect(
      (await call('/api/host/games', { token: arjun })).body.games.find((g: { id: string }) => g.id === game.id),
    ).toMatchObject({ status: 'cancelled' });
    expect((await call(`/api/games/${game.id}`, { method: 'PUT', token: arjun, body: gameBody() })).status).toBe(409);
  });
});

describe('reports', () => {
  it('one per user per game', async () => {
    const game = (await call('/api/games', { method: 'POST', token: priya, body: gameBody() })).body;
    const path = `/api/games/${game.id}/reports`;
    expect(await call(path, { method: 'POST', token: rahul, body: { reason: 'Looks like spam' } })).toEqual({
      status: 202,
      body: { message: REPORT_MESSAGES.received },
    });
    expect(await call(path, { method: 'POST', token: rahul, body: { reason: 'Still spam' } })).toEqual({
      status: 409,
      body: { message: REPORT_MESSAGES.alreadyReported },
    });
    expect((await call(path, { method: 'POST', token: arjun, body: { reason: 'Fake' } })).status).toBe(202);
    expect(await call(path, { method: 'POST', token: rahul, body: { reason: '  ' } })).toMatchObject({
      status: 400,
      body: { field: 'reason' },
    });
    expect((await call(path, { method: 'POST', body: { reason: 'anon' } })).status).toBe(401);
    expect(
      (await call('/api/games/nope/reports', { method: 'POST', token: rahul, body: { reason: 'x' } })).status,
    ).toBe(404);
  });
});
