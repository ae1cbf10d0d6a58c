import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHARED_READ_SECONDS } from '@functions/platform/http/shared-cache';
import { discoverCellOf } from '@shared/rules/discover-cell';
import { apiClient, gameBody } from '../support/games-client';
import { signInDemo } from '../support/demo-tokens';

// The local server serves what the functions answer, as CloudFront receives it: public reads the
// same for everyone carry an s-maxage the edge keeps them for (infra/constructs/cdn.ts); a
// signed-in read says no-store, so nothing per user is ever shared.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const cacheControl = async (path: string, token?: string) => {
  const response = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status, path).toBe(200);
  await response.arrayBuffer();
  return response.headers.get('cache-control');
};

/** Every game a discover query finds, following its pages to the end. */
async function everyPage(query: string) {
  const games: { id: string; distance_km?: number | null }[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const answer = await call(`/api/games?${query}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(answer.status, query).toBe(200);
    games.push(...answer.body.games);
    cursor = answer.body.nextCursor;
    if (!cursor) return games;
  }
  throw new Error(`more than 50 pages for ${query}`);
}

let priya: string;
let gameId: string;
beforeAll(async () => {
  [priya] = await signInDemo(base, ['priya']);
  const created = await call('/api/games', { method: 'POST', token: priya!, body: gameBody() });
  expect(created.status).toBe(201);
  gameId = created.body.id;
});

describe('answers CloudFront may share', () => {
  it('a game, who is going to it, Home’s trending games and the communities list are kept at the edge a few seconds, not in browsers', async () => {
    expect(await cacheControl(`/api/games/${gameId}`)).toBe(`public, max-age=0, s-maxage=${SHARED_READ_SECONDS.game}`);
    // Who is going on the game's page: the same avatars for every viewer, as old as the page's count.
    expect(await cacheControl(`/api/games/${gameId}/going`)).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.going}`,
    );
    expect(await cacheControl('/api/games/featured')).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.featured}`,
    );
    expect(await cacheControl('/api/communities')).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.communities}`,
    );
  });

  it('discover asked by cell is shared (everyone in the cell asks the same), asked by a point it is not', async () => {
    const point = { lat: 12.9352, lng: 77.6245 };
    const cell = discoverCellOf(point);
    expect(await cacheControl(`/api/games?cell=${cell}&radius_km=5&limit=100`)).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.discoverCell}`,
    );
    expect(await cacheControl(`/api/games?lat=${point.lat}&lng=${point.lng}&radius_km=5&limit=100`)).toBe('no-store');
    // The cell's answer holds every game the exact point's does (its reach covers the whole cell),
    // the one created here among them, and leaves the distances to the client. Other files share
    // the stack and add games nearby, so both are read to their last page before comparing.
    const byCell = await everyPage(`cell=${cell}&radius_km=5`);
    const byPoint = await everyPage(`lat=${point.lat}&lng=${point.lng}&radius_km=5`);
    expect(byPoint.map((g) => g.id)).toContain(gameId);
    expect(byCell.map((g) => g.id)).toEqual(expect.arrayContaining(byPoint.map((g) => g.id)));
    expect(byCell.every((g) => g.distance_km == null)).toBe(true);
    for (const bad of [`cell=${cell}&lat=12.9&lng=77.6`, 'cell=tdr1w', 'cell=TDR1WX', 'cell=tdr1wa'])
      expect((await call(`/api/games?${bad}`)).status, bad).toBe(400);
  });

  it('a signed-in read under the same paths is never shared', async () => {
    expect(await cacheControl(`/api/games/${gameId}/requests`, priya)).toBe('no-store');
    expect(await cacheControl('/api/me', priya)).toBe('no-store');
  });
});
