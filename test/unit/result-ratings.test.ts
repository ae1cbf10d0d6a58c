import { describe, expect, it } from 'vitest';
import { resultRatings, sameResult } from '@functions/teams/result-ratings';
import type { StoredGameTeams, StoredRating } from '@functions/teams/ports';
import { skillPoints, startRating } from '@shared/rules/skill-levels';
import { rateGame } from '@shared/rules/skill-rating';

// What a result does to the kept ratings: a first recording, a correction, and a correction after
// the player has played another game since.
const game = { id: 'g1', title: 'Sunday Football' };
const member = (id: string, userId: string | null) => ({
  id,
  name: id,
  kind: userId ? ('player' as const) : ('walk_in' as const),
  user_id: userId,
  points: 15,
  level: userId ? null : ('beginner' as const),
});
const stored: StoredGameTeams = {
  game_id: 'g1',
  host_id: 'host',
  sport: 'football',
  teams: [
    { name: 'Team A', members: [member('asha', 'u-asha')] },
    { name: 'Team B', members: [member('ravi', 'u-ravi'), member('walk', null)] },
  ],
  saved_at: '2026-12-01T10:00:00.000Z',
  result: null,
  applied: null,
  version: 1,
};
const starts = new Map([
  ['u-asha', startRating('intermediate')],
  ['u-ravi', startRating('beginner')],
]);
const kept = (ratings: { next: StoredRating }[]) => new Map(ratings.map(({ next }) => [next.user_id, next]));

describe('result ratings', () => {
  it('first recording: every rated player moves from their rating now, walk-ins keep nothing', () => {
    const first = resultRatings({ game, stored, places: [1, 2], kept: new Map(), starts, at: 't1' });
    expect(first.ratings.map((r) => r.next.user_id)).toEqual(['u-asha', 'u-ravi']);
    const expected = rateGame(
      [[startRating('intermediate')], [startRating('beginner'), startRating('beginner')]],
      [1, 2],
    );
    expect(first.ratings[0]!.next).toMatchObject({ ...expected[0]![0], games: 1, version: 1 });
    expect(first.ratings[0]!.expectedVersion).toBeNull();
    expect(first.ratings[0]!.next.history).toEqual([
      {
        game_id: 'g1',
        title: 'Sunday Football',
        at: 't1',
        move: 'up',
        before: 15,
        after: skillPoints(expected[0]![0]!),
      },
    ]);
    expect(first.applied['u-ravi']).toEqual({ before: startRating('beginner'), after: expected[1]![0] });
  });

  it('a correction re-applies from the stored ratings before the game, once, keeping later games', () => {
    const first = resultRatings({ game, stored, places: [1, 2], kept: new Map(), starts, at: 't1' });
    const recorded = { ...stored, applied: first.applied, version: 2 };
    const now = kept(first.ratings);
    // Asha played another game since, which added two points of mu.
    now.set('u-asha', { ...now.get('u-asha')!, mu: now.get('u-asha')!.mu + 2, version: 5 });
    const corrected = resultRatings({ game, stored: recorded, places: [2, 1], kept: now, starts: new Map(), at: 't2' });
    const lost = rateGame([[startRating('intermediate')], [startRating('beginner'), startRating('beginner')]], [2, 1]);
    const asha = corrected.ratings[0]!;
    expect(asha.next.mu).toBeCloseTo(lost[0]![0]!.mu + 2, 10);
    expect(asha.next.games).toBe(1);
    expect(asha.expectedVersion).toBe(5);
    expect(asha.next.history).toHaveLength(1);
    expect(asha.next.history[0]).toMatchObject({ game_id: 'g1', move: 'down', before: 15 });
    // Ravi played nothing since: exactly where recording the corrected result first would put him.
    expect(corrected.ratings[1]!.next.mu).toBeCloseTo(lost[1]![0]!.mu, 10);
    expect(corrected.applied['u-ravi']!.before).toEqual(startRating('beginner'));
  });

  it('knows the same result', () => {
    expect(sameResult({ places: [1, 2], scores: [3, 1] }, { places: [1, 2], scores: [3, 1] })).toBe(true);
    expect(sameResult({ places: [1, 2], scores: [3, 1] }, { places: [1, 2], scores: [4, 1] })).toBe(false);
    expect(sameResult({ places: [1, 1], scores: null }, { places: [1, 1], scores: null })).toBe(true);
  });
});
