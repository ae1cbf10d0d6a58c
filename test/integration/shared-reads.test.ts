import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SHARED_READ_SECONDS } from '@functions/platform/http/shared-cache';
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

let priya: string;
let gameId: string;
beforeAll(async () => {
  [priya] = await signInDemo(base, ['priya']);
  const created = await call('/api/games', { method: 'POST', token: priya!, body: gameBody() });
  expect(created.status).toBe(201);
  gameId = created.body.id;
});

describe('answers CloudFront may share', () => {
  it('a game, Home’s trending games and the communities list are kept at the edge a few seconds, not in browsers', async () => {
    expect(await cacheControl(`/api/games/${gameId}`)).toBe(`public, max-age=0, s-maxage=${SHARED_READ_SECONDS.game}`);
    expect(await cacheControl('/api/games/featured')).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.featured}`,
    );
    expect(await cacheControl('/api/communities')).toBe(
      `public, max-age=0, s-maxage=${SHARED_READ_SECONDS.communities}`,
    );
  });

  it('a signed-in read under the same paths is never shared', async () => {
    expect(await cacheControl(`/api/games/${gameId}/requests`, priya)).toBe('no-store');
    expect(await cacheControl('/api/me', priya)).toBe('no-store');
  });
});
