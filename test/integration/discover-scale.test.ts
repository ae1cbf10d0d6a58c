import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import type { StoredGame } from '@functions/games/ports';
import { coverFor, distanceKm } from '@shared/rules/geo';
import { deleteGames, pointAt, putGames, random, syntheticGame } from '../support/seed-games';

// Decision 016 against DynamoDB Local through the API: discover answers exactly the games within the
// radius, soonest first, page by page without loss or repetition, and what it reads follows the page,
// not the number of games around (read counts from the query helper, via x-items-read).
const base = inject('localStackUrl');
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);

// A place no other test or demo game uses (Rann of Kutch), moved a little per run.
const next = random(Date.now() % 100_000);
const CENTER = { lat: 23.9 + next() * 0.2, lng: 70.2 + next() * 0.2 };
const games: StoredGame[] = [];

interface Page {
  games: { id: string; game_datetime: string; distance_km: number }[];
  nextCursor: string | null;
  read: number;
}

async function discover(query: Record<string, string | number>): Promise<Page> {
  const response = await fetch(
    `${base}/api/games?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(response.status).toBe(200);
  const body = await response.json();
  return { ...body, read: Number(response.headers.get('x-items-read')) };
}

async function everyPage(query: Record<string, string | number>) {
  const seen: Page['games'] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page: Page = await discover({ ...query, ...(cursor ? { cursor } : {}) });
    seen.push(...page.games);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return seen;
}

/** Brute force: the seeded games within the radius in start order. */
const expected = (radiusKm: number) =>
  games
    .filter((g) => distanceKm(CENTER, { lat: g.latitude!, lng: g.longitude! }) <= radiusKm)
    .sort((a, b) => (`${a.game_datetime}#${a.id}` < `${b.game_datetime}#${b.id}` ? -1 : 1))
    .map((g) => g.id);

beforeAll(async () => {
  const now = Date.now();
  const startIn = () => new Date(now + 3_600_000 + next() * 20 * 24 * 3_600_000);
  // 120 games within 8 km (about 50 inside 5 km), 60 between 8 and 60 km, 1,500 beyond 15 km.
  for (let i = 0; i < 120; i++)
    games.push(
      syntheticGame('scale-host', pointAt(CENTER, 8 * Math.sqrt(next()), next() * 2 * Math.PI), startIn(), i, 'Kutch'),
    );
  for (let i = 0; i < 60; i++)
    games.push(
      syntheticGame('scale-host', pointAt(CENTER, 8 + 52 * next(), next() * 2 * Math.PI), startIn(), 200 + i, 'Kutch'),
    );
  // Two games at one instant: the id breaks the tie, and a page boundary between them loses neither.
  const tie = new Date(now + 2 * 24 * 3_600_000);
  games.push(
    syntheticGame('scale-host', pointAt(CENTER, 1, 0), tie, 900, 'Kutch'),
    syntheticGame('scale-host', pointAt(CENTER, 2, 2), tie, 901, 'Kutch'),
  );
  await putGames(db, LOCAL.tableName, games);
  const far = Array.from({ length: 1500 }, (_, i) =>
    syntheticGame('scale-host', pointAt(CENTER, 15 + 40 * next(), next() * 2 * Math.PI), startIn(), 1000 + i, 'Kutch'),
  );
  await putGames(db, LOCAL.tableName, far);
  games.push(...far);
}, 60_000);
// The other integration files share this stack, and some walk every upcoming game.
afterAll(() => deleteGames(db, LOCAL.tableName, games), 60_000);

describe('discover at city scale (decision 023)', () => {
  it('5 km: exactly the games within the radius, soonest first, paged by cursor without loss or repetition', async () => {
    const seen = await everyPage({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 5, limit: 7 });
    expect(seen.map((g) => g.id)).toEqual(expected(5));
    expect(seen.every((g) => g.distance_km <= 5)).toBe(true);
    // The first walk kept the cells' pages (decision 034); the second is answered from them, then
    // live after each page's last game, and must be the same list.
    const again = await everyPage({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 5, limit: 7 });
    expect(again.map((g) => g.id)).toEqual(expected(5));
    expect((await discover({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 5, limit: 7 })).read).toBe(
      coverFor(CENTER, 5).cells.length,
    );
  });

  it('50 km (the coarser cells): the same, with the largest page', async () => {
    const seen = await everyPage({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 50, limit: 100 });
    expect(seen.length).toBeGreaterThan(1000);
    expect(seen.map((g) => g.id)).toEqual(expected(50));
  }, 120_000);

  it('the default page is 20', async () => {
    const page = await discover({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 50 });
    expect(page.games.map((g) => g.id)).toEqual(expected(50).slice(0, 20));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('items read stay near the page size, whatever lies outside the radius', async () => {
    const limit = 10;
    const cells = coverFor(CENTER, 5).cells.length;
    // The cells' pages kept first (a keep reads each cell's head, at most once per cell per 15 s:
    // the earlier walks may have outlived them), so what follows is what a reader pays.
    await discover({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 5, limit });
    let cursor: string | null = null;
    for (let pages = 0; pages < 3; pages++) {
      const page: Page = await discover({
        lat: CENTER.lat,
        lng: CENTER.lng,
        radius_km: 5,
        limit,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.games).toHaveLength(limit);
      // 1,560 games within 60 km; a page reads its games, the ones of the same cells outside the
      // circle in the same time span, and a short first page per cell. The indexes carry what a
      // list chooses by, so the games a page shows from past the kept pages are read whole too.
      expect(page.read).toBeLessThanOrEqual(3 * limit + cells * (Math.ceil(limit / cells) + 2) + limit);
      cursor = page.nextCursor;
    }
  });

  it('a cursor past the end of a date filter answers an empty page, not an error', async () => {
    const late = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000Z', 'x'])).toString('base64url');
    const page = await discover({ lat: CENTER.lat, lng: CENTER.lng, radius_km: 5, date: 'today', cursor: late });
    expect(page.games).toEqual([]);
    expect(page.nextCursor).toBeNull();
  });

  it('a cursor that is not ours is a 400', async () => {
    const response = await fetch(`${base}/api/games?cursor=bm90LW91cnM`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Invalid cursor', field: 'cursor' });
  });
});
