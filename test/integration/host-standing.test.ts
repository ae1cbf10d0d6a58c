import { describe, expect, inject, it } from 'vitest';
import type { Game } from '@shared/schemas/game';
import type { MyStats } from '@shared/schemas/profile-stats';
import { demoTokens } from '../support/demo-tokens';
import { freshUser } from '../support/fresh-user';
import { apiClient, gameBody, untilRead } from '../support/games-client';

// The host card beside one game: the game read carries the host's games hosted and their
// community's rating with its review count, the same numbers the host's own profile shows; a host
// without reviews has no rating (the card says 'New host'), never a fixed number.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya']);
/** Priya's community, reviewed in the demo data. */
const COMMUNITY = 'demo-bengaluru-weekend-footballers';

const gameRead = async (id: string) => {
  const answer = await call(`/api/games/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as Game;
};

describe('host standing on the one-game read', () => {
  it("is the reviewed host's real numbers: games hosted and the community's rating and review count", async () => {
    const community = (await call(`/api/communities/${COMMUNITY}`)).body;
    expect(community.stats.review_count).toBeGreaterThan(0);
    const game = await gameRead(community.upcoming_games[0].id);
    expect(game.host_id).toBe(community.host.id);
    const { stats } = (await call('/api/me/stats', { token: tokens.priya })).body as MyStats;
    expect(game.host_standing).toEqual({
      games_hosted: stats.games_hosted,
      rating: community.stats.avg_rating,
      rating_count: community.stats.review_count,
    });
  });

  it('is a new host without reviews: no rating, and the game they host counted once the event lands', async () => {
    const host = await freshUser(base, 'host', 'Standing Host');
    const created = await call('/api/games', { method: 'POST', token: host.token, body: gameBody() });
    expect(created.status).toBe(201);
    const game = await untilRead(
      () => gameRead(created.body.id),
      (read) => read.host_standing?.games_hosted === 1,
      20_000,
      'the new game counted as hosted',
    );
    expect(game.host_standing).toEqual({ games_hosted: 1, rating: null, rating_count: 0 });
    // Lists stay cheap: they carry no standing.
    const listed = (await call('/api/host/games', { token: host.token })).body.games as Game[];
    expect(listed[0]?.host_standing).toBeUndefined();
  }, 60_000);
});
