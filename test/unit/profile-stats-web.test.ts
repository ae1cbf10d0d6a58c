import { describe, expect, it } from 'vitest';
import { myStatsSchema } from '@shared/schemas/profile-stats';
import { parseMyStats } from '@web/features/profile/api/get-my-stats';

// The profile's zod-free guard (decision 014) accepts what myStatsSchema accepts and refuses what
// it refuses.
const good = {
  stats: { games_played: 2, games_hosted: 1, communities_joined: 3, rating: 4.5, rating_count: 2 },
  activity: [
    {
      id: '2026-11-21T10:00:00.000Z#e1',
      kind: 'paid',
      text: 'Paid ₹150 for Football',
      link: '/game/g1',
      at: '2026-11-21T10:00:00.000Z',
    },
  ],
  show_up: { showed_up: 4, no_shows: 1, late_drops: 1 },
};

describe('parseMyStats', () => {
  it('agrees with the shared schema', () => {
    const cases: unknown[] = [
      good,
      { ...good, stats: { ...good.stats, rating: null, rating_count: 0 } },
      { ...good, activity: [] },
      { ...good, stats: { ...good.stats, games_played: 1.5 } },
      { ...good, stats: { ...good.stats, rating: '4.5' } },
      { ...good, stats: { games_played: 1 } },
      { ...good, activity: [{ ...good.activity[0], kind: 'played' }] },
      { ...good, activity: [{ ...good.activity[0], link: 7 }] },
      { ...good, show_up: { showed_up: 4, no_shows: 1 } },
      { ...good, show_up: { ...good.show_up, late_drops: 0.5 } },
      { stats: good.stats, activity: good.activity },
      { stats: good.stats },
      null,
      [],
    ];
    for (const body of cases)
      expect(parseMyStats(body) !== null, JSON.stringify(body)).toBe(myStatsSchema.safeParse(body).success);
    expect(parseMyStats({ ...good, extra: 1 })).toEqual(good);
    expect(parseMyStats({ ...good, show_up: { ...good.show_up, extra: 1 } })).toEqual(good);
  });
});
