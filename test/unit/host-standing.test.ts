import hindi from 'virtual:catalogue/hi';
import { describe, expect, it } from 'vitest';
import { hostStandingOf } from '@functions/games/host-standing';
import { hostStandingLine } from '@web/components/games/host-standing-line';
import { speak } from '@web/lib/i18n/texts';
import { ratingWithCount } from '@web/lib/rating-label';
import { speakHindi } from '../support/speak-hindi';

// The host card's numbers: from the kept counter and the community's exact review totals, and how
// they read; a host nobody has reviewed is a new host, never a number.
describe('hostStandingOf', () => {
  it("averages the host community's review totals to one decimal", async () => {
    const standing = await hostStandingOf(
      { gamesHosted: async () => 7, reviewTotals: async () => ({ review_sum: 23, review_count: 5 }) },
      'host-1',
    );
    expect(standing).toEqual({ games_hosted: 7, rating: 4.6, rating_count: 5 });
  });

  it('has no rating for a host without a community or reviews', async () => {
    const none = { gamesHosted: async () => 0, reviewTotals: async () => null };
    expect(await hostStandingOf(none, 'h')).toEqual({ games_hosted: 0, rating: null, rating_count: 0 });
    const empty = { gamesHosted: async () => 2, reviewTotals: async () => ({ review_sum: 0, review_count: 0 }) };
    expect(await hostStandingOf(empty, 'h')).toEqual({ games_hosted: 2, rating: null, rating_count: 0 });
  });
});

describe('the host standing line', () => {
  it('says games hosted and the rating with its review count', () => {
    expect(hostStandingLine({ games_hosted: 12, rating: 4.6, rating_count: 8 })).toBe(
      '12 games hosted · ★ 4.6 · 8 reviews',
    );
    expect(hostStandingLine({ games_hosted: 1, rating: 5, rating_count: 1 })).toBe('1 game hosted · ★ 5.0 · 1 review');
  });

  it("says 'New host' without reviews", () => {
    expect(hostStandingLine({ games_hosted: 3, rating: null, rating_count: 0 })).toBe('3 games hosted · New host');
  });

  it('rates with a count or not at all', () => {
    expect(ratingWithCount(4.25, 4)).toBe('4.3 · 4 reviews');
    expect(ratingWithCount(5, 1)).toBe('5.0 · 1 review');
    expect(ratingWithCount(4, 0)).toBeNull();
    expect(ratingWithCount(null, 3)).toBeNull();
  });

  it('rates in Hindi too', () => {
    speakHindi(hindi);
    try {
      expect(ratingWithCount(4.25, 4)).toBe('4.3 · 4 रिव्यू');
    } finally {
      speak('en');
    }
  });
});
