import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GOING_GAMES_MAX } from '@shared/rules/going';

// The web's who-is-going reads: the cards on screen ask at once and leave as one request per
// GOING_GAMES_MAX games, each card getting its own game's avatars; answers that drift from the
// API's shape are refused.
const asked: string[] = [];
vi.mock('@web/lib/api-client', () => ({
  apiRequest: async (path: string, options: { parse: (body: unknown) => unknown }) => {
    asked.push(path);
    const ids = decodeURIComponent(new URL(path, 'https://app.test').searchParams.get('ids') ?? '').split(',');
    const games = Object.fromEntries(ids.map((id) => [id, [{ user_id: `u-${id}`, name: id, profile_pic: null }]]));
    return options.parse({ games });
  },
}));

const { goingQueryKey, loadCardGoing, parseGameGoing, parseGamesGoing } = await import('@web/lib/games/going');
const { gameQueryKey } = await import('@web/lib/games/get-game');

describe("the cards' batched read", () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('sends the cards that ask together as one request per 24 games, each card getting its own', async () => {
    const ids = Array.from({ length: GOING_GAMES_MAX + 6 }, (_, i) => `g${i}`);
    const answers = await Promise.all([...ids, 'g0'].map((id) => loadCardGoing(id)));
    expect(asked).toHaveLength(2);
    expect(new URL(asked[0]!, 'https://app.test').searchParams.get('ids')!.split(',')).toHaveLength(GOING_GAMES_MAX);
    expect(answers[5]).toEqual([{ user_id: 'u-g5', name: 'g5', profile_pic: null }]);
    // The same game asked twice is sent once and answers both.
    expect(answers.at(-1)).toEqual(answers[0]);
  });

  it('asks again for cards that come later', async () => {
    await loadCardGoing('a');
    await loadCardGoing('b');
    expect(asked).toHaveLength(2);
  });
});

it("keeps the avatars under the game's key, so reading the game again after a change reads them again", () => {
  for (const scope of ['card', 'page'] as const)
    expect(goingQueryKey(scope, 'g1').slice(0, 2)).toEqual([...gameQueryKey('g1')]);
});

describe("the answers' shape", () => {
  const player = { user_id: 'u1', name: 'Asha', profile_pic: null };

  it('takes well-formed answers', () => {
    expect(parseGamesGoing({ games: { g1: [player], g2: [] } })).toEqual({ g1: [player], g2: [] });
    expect(parseGameGoing({ players: [{ ...player, profile_pic: 'https://x.test/a.webp' }] })).toHaveLength(1);
  });

  it.each([
    null,
    {},
    { games: null },
    { games: { g1: null } },
    { games: { g1: [{ user_id: 'u1' }] } },
    { games: { g1: [{ ...player, profile_pic: 3 }] } },
  ])('refuses %j', (body) => {
    expect(parseGamesGoing(body)).toBeNull();
  });
});
