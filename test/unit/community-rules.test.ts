import { describe, expect, it } from 'vitest';
import {
  ageLabel,
  averageRating,
  bayesianRating,
  communityScore,
  communityTier,
  isHighlight,
  joinNeedsApproval,
  monthsBetween,
  reviewDelta,
  tierBadge,
  type ScoreSignals,
} from '@shared/rules/community-rules';
import {
  communityCreateSchema,
  communityEditSchema,
  communityListQuerySchema,
  communityReviewInputSchema,
  COMMUNITY_MESSAGES,
} from '@shared/schemas/community';
import { communityImageUploadRequestSchema, COMMUNITY_IMAGE_MESSAGES } from '@shared/schemas/upload';

// Pure community rules (decision 020) and the create/edit schemas with their exact messages.
const NOW = new Date('2026-11-23T12:00:00.000Z');
const signals = (over: Partial<ScoreSignals> = {}): ScoreSignals => ({
  members: 1,
  eventsHeld: 0,
  ratingSum: 0,
  ratingCount: 0,
  lastActivityAt: NOW.toISOString(),
  launchedAt: NOW.toISOString(),
  ...over,
});

describe('age and labels', () => {
  it('counts whole months and labels New, Nm, Ny', () => {
    expect(monthsBetween('2026-11-01T00:00:00.000Z', NOW)).toBe(0);
    expect(monthsBetween('2026-10-24T00:00:00.000Z', NOW)).toBe(0);
    expect(monthsBetween('2026-10-23T00:00:00.000Z', NOW)).toBe(1);
    expect(monthsBetween('2025-11-23T13:00:00.000Z', NOW)).toBe(11);
    expect(monthsBetween('2025-11-23T11:00:00.000Z', NOW)).toBe(12);
    expect(monthsBetween('2027-01-01T00:00:00.000Z', NOW)).toBe(0);
    expect([0, 1, 11, 12, 25].map(ageLabel)).toEqual(['New', '1m', '11m', '1y', '2y']);
  });

  it('shows only Emerging, as NEW', () => {
    expect(tierBadge('Emerging')).toBe('NEW');
    expect(tierBadge('Leading')).toBeNull();
  });
});

describe('ratings', () => {
  it('averages to one decimal, null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
  });

  it('pulls few reviews towards the prior', () => {
    expect(bayesianRating(0, 0)).toBe(3.5);
    expect(bayesianRating(5, 1)).toBeCloseTo(3.75);
    expect(bayesianRating(4.6 * 40, 40)).toBeGreaterThan(bayesianRating(5, 1));
  });

  it('moves totals by the difference on a rewrite', () => {
    expect(reviewDelta(null, 4)).toEqual({ sum: 4, count: 1 });
    expect(reviewDelta(4, 2)).toEqual({ sum: -2, count: 0 });
  });

  it('highlights 4+ stars with words only', () => {
    expect(isHighlight({ rating: 4, review_text: 'Nice' })).toBe(true);
    expect(isHighlight({ rating: 5, review_text: '  ' })).toBe(false);
    expect(isHighlight({ rating: 3, review_text: 'Ok' })).toBe(false);
  });
});

describe('community_score and tiers', () => {
  it('stays within 0..100 and grows with each signal', () => {
    const base = communityScore(signals(), NOW);
    expect(base).toBeGreaterThan(0);
    expect(communityScore(signals({ members: 50 }), NOW)).toBeGreaterThan(base);
    expect(communityScore(signals({ eventsHeld: 10 }), NOW)).toBeGreaterThan(base);
    expect(communityScore(signals({ ratingSum: 50, ratingCount: 10 }), NOW)).toBeGreaterThan(base);
    const max = communityScore(signals({ members: 10_000, eventsHeld: 500, ratingSum: 5000, ratingCount: 1000 }), NOW);
    expect(max).toBeLessThanOrEqual(100);
    expect(max).toBeGreaterThan(95);
  });

  it('fades with inactivity (half the recency points after 30 idle days)', () => {
    const active = communityScore(signals({ members: 20 }), NOW);
    const idle = communityScore(signals({ members: 20, lastActivityAt: '2026-10-24T12:00:00.000Z' }), NOW);
    expect(active - idle).toBeCloseTo(7.5, 0);
  });

  it('rates one 5-star review below forty 4.6-star ones', () => {
    expect(communityScore(signals({ ratingSum: 5, ratingCount: 1 }), NOW)).toBeLessThan(
      communityScore(signals({ ratingSum: 184, ratingCount: 40 }), NOW),
    );
  });

  it('is Emerging under 3 months, then by score', () => {
    expect(communityTier(99, 2)).toBe('Emerging');
    expect(communityTier(70, 3)).toBe('Leading');
    expect(communityTier(45, 3)).toBe('Established');
    expect(communityTier(44.9, 30)).toBe('Growing');
  });

  it('asks the admin when approval is required or the community is private', () => {
    expect(joinNeedsApproval({ is_public: true, requires_approval: false })).toBe(false);
    expect(joinNeedsApproval({ is_public: true, requires_approval: true })).toBe(true);
    expect(joinNeedsApproval({ is_public: false, requires_approval: false })).toBe(true);
  });
});

describe('create and edit schemas', () => {
  const valid = {
    name: 'Koramangala  Kickers',
    sports: ['football', 'football', 'cricket'],
    location: ' Koramangala ',
  };
  const firstMessage = (schema: typeof communityCreateSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('normalises text and fills defaults', () => {
    expect(communityCreateSchema.parse(valid)).toEqual({
      name: 'Koramangala Kickers',
      sport: 'football',
      sports: ['football', 'cricket'],
      location: 'Koramangala',
      description: null,
      max_members: null,
      is_public: true,
      requires_approval: false,
      tags: [],
      profile_pic: null,
      cover_pic: null,
    });
  });

  it('answers with the exact form messages', () => {
    expect(firstMessage(communityCreateSchema, { ...valid, name: '' })).toBe(COMMUNITY_MESSAGES.nameRequired);
    expect(firstMessage(communityCreateSchema, { ...valid, name: ' ab ' })).toBe(COMMUNITY_MESSAGES.nameTooShort);
    expect(firstMessage(communityCreateSchema, { ...valid, name: 'x'.repeat(101) })).toBe(
      COMMUNITY_MESSAGES.nameTooLong,
    );
    expect(firstMessage(communityCreateSchema, { ...valid, sports: [] })).toBe(COMMUNITY_MESSAGES.sportsRequired);
    expect(firstMessage(communityCreateSchema, { ...valid, location: 'x' })).toBe(COMMUNITY_MESSAGES.locationTooShort);
    expect(firstMessage(communityCreateSchema, { ...valid, description: 'x'.repeat(501) })).toBe(
      COMMUNITY_MESSAGES.descriptionTooLong,
    );
    expect(firstMessage(communityCreateSchema, { ...valid, max_members: 0 })).toBe(COMMUNITY_MESSAGES.maxMembersMin);
    expect(firstMessage(communityCreateSchema, { ...valid, max_members: 10_001 })).toBe(
      COMMUNITY_MESSAGES.maxMembersCreateMax,
    );
    expect(communityCreateSchema.parse({ ...valid, max_members: 10_000 }).max_members).toBe(10_000);
    expect(firstMessage(communityEditSchema, { ...valid, max_members: 1001 })).toBe(
      COMMUNITY_MESSAGES.maxMembersEditMax,
    );
    expect(firstMessage(communityCreateSchema, { ...valid, sport: 'tennis' })).toBe(
      COMMUNITY_MESSAGES.sportNotInSports,
    );
    expect(firstMessage(communityCreateSchema, { ...valid, profile_pic: 'https://evil.example/x.png' })).toBe(
      COMMUNITY_MESSAGES.imageNotUploaded,
    );
    // A path that climbs out of the media folder is not an uploaded image either.
    for (const path of ['/media/../..', '/media/a/../../config.json', '/media/./x', '/media//x', '/media/']) {
      expect(firstMessage(communityCreateSchema, { ...valid, cover_pic: path }), path).toBe(
        COMMUNITY_MESSAGES.imageNotUploaded,
      );
    }
    expect(communityCreateSchema.parse({ ...valid, cover_pic: '/media/communities/c1/cover-640.webp' }).cover_pic).toBe(
      '/media/communities/c1/cover-640.webp',
    );
    expect(firstMessage(communityCreateSchema, { ...valid, host_id: 'someone' })).toMatch(/host_id/);
  });

  it('reviews: rating 1..5 defaulting to 5, text capped', () => {
    expect(communityReviewInputSchema.parse({})).toEqual({ rating: 5, review_text: '' });
    expect(communityReviewInputSchema.safeParse({ rating: 0 }).error?.issues[0]?.message).toBe(
      COMMUNITY_MESSAGES.ratingInvalid,
    );
    expect(communityReviewInputSchema.safeParse({ rating: 4.5 }).error?.issues[0]?.message).toBe(
      COMMUNITY_MESSAGES.ratingInvalid,
    );
    expect(communityReviewInputSchema.safeParse({ review_text: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(
      COMMUNITY_MESSAGES.reviewTooLong,
    );
  });

  it('list query: sport all means every sport; limit at most 50', () => {
    expect(communityListQuerySchema.parse({ sport: 'all' })).toEqual({ sport: undefined, sort: 'score', limit: 50 });
    expect(communityListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('image uploads: 10 MB on create, 5 MB on edit, JPG/PNG/WebP only', () => {
    const size = (purpose: 'create' | 'edit', bytes: number) =>
      communityImageUploadRequestSchema.safeParse({ purpose, content_type: 'image/jpeg', size: bytes });
    expect(size('create', 10 * 1024 * 1024).success).toBe(true);
    expect(size('create', 10 * 1024 * 1024 + 1).error?.issues[0]?.message).toBe(
      COMMUNITY_IMAGE_MESSAGES.createTooLarge,
    );
    expect(size('edit', 5 * 1024 * 1024 + 1).error?.issues[0]?.message).toBe(COMMUNITY_IMAGE_MESSAGES.editTooLarge);
    expect(
      communityImageUploadRequestSchema.safeParse({ purpose: 'create', content_type: 'image/gif', size: 1 }).error
        ?.issues[0]?.message,
    ).toBe(COMMUNITY_IMAGE_MESSAGES.contentType);
  });
});
