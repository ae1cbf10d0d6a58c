// Pure community rules (age label, stats; docs/decisions/020-community-score.md for the score
// and the tiers). Web and functions import these; nothing here reads a clock itself.

/** The value lists of communities, read by the schemas and by the browser's zod-free checks. */
export const COMMUNITY_TIERS = ['Emerging', 'Growing', 'Established', 'Leading'] as const;
export type CommunityTier = (typeof COMMUNITY_TIERS)[number];
export const MEMBERSHIP_STATES = ['none', 'pending', 'member', 'admin'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];
export const COMMUNITY_ROLES = ['member', 'admin'] as const;
export const COMMUNITY_SORTS = ['score', 'members', 'events', 'recent'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export const COMMUNITY_DECISIONS = ['approve', 'reject'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar months from `from` to `now` (a month counts once its day of month is reached). */
export function monthsBetween(from: string, now: Date): number {
  const start = new Date(from);
  if (Number.isNaN(start.getTime()) || start >= now) return 0;
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  const dayNotReached =
    now.getUTCDate() < start.getUTCDate() ||
    (now.getUTCDate() === start.getUTCDate() && now.getTime() % DAY_MS < start.getTime() % DAY_MS);
  if (dayNotReached) months -= 1;
  return Math.max(0, months);
}

/** 'New' at 0 months, 'Nm' under 12 months, 'Ny' from 12. */
export function ageLabel(months: number): string {
  if (months <= 0) return 'New';
  if (months < 12) return `${months}m`;
  return `${Math.floor(months / 12)}y`;
}

/** Average of the stored sum and count, rounded to one decimal; null without reviews. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** The prior of the Bayesian rating: a community starts as if it had this many reviews of this mean. */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/** (weight × prior mean + sum) / (weight + count): few reviews stay near the prior, many speak for themselves. */
export function bayesianRating(sum: number, count: number): number {
  return (RATING_PRIOR.weight * RATING_PRIOR.mean + sum) / (RATING_PRIOR.weight + Math.max(0, count));
}

export interface ScoreSignals {
  members: number;
  /** Linked games already held (started, not cancelled). */
  eventsHeld: number;
  ratingSum: number;
  ratingCount: number;
  /** Last sign of life: a join, a review, a linked game, or the launch. */
  lastActivityAt: string;
  launchedAt: string;
}

/** Points of each signal (they add up to 100). */
export const SCORE_WEIGHTS = { members: 35, events: 25, rating: 25, recency: 15 } as const;
const MEMBERS_SATURATE = 500;
const EVENTS_SATURATE = 50;
const RECENCY_HALF_LIFE_DAYS = 30;

/** Grows like log(1 + n), reaching 1 at `saturate`: the 10th member counts more than the 400th. */
const logShare = (n: number, saturate: number) => Math.min(1, Math.log1p(Math.max(0, n)) / Math.log1p(saturate));

/** community_score, 0..100 with one decimal (decision 020). */
export function communityScore(signals: ScoreSignals, now: Date): number {
  const members = SCORE_WEIGHTS.members * logShare(signals.members, MEMBERS_SATURATE);
  const events = SCORE_WEIGHTS.events * logShare(signals.eventsHeld, EVENTS_SATURATE);
  const rating = SCORE_WEIGHTS.rating * ((bayesianRating(signals.ratingSum, signals.ratingCount) - 1) / 4);
  const idleDays = Math.max(0, (now.getTime() - new Date(signals.lastActivityAt).getTime()) / DAY_MS);
  const recency = SCORE_WEIGHTS.recency * 0.5 ** (idleDays / RECENCY_HALF_LIFE_DAYS);
  return Math.round((members + events + rating + recency) * 10) / 10;
}

/** Under this many months a community is Emerging whatever its score (spec: shown as NEW). */
export const EMERGING_MONTHS = 3;
export const TIER_THRESHOLDS = { Leading: 70, Established: 45 } as const;

/** community_tier (decision 020): Emerging while young, then by score. */
export function communityTier(score: number, monthsSinceLaunch: number): CommunityTier {
  if (monthsSinceLaunch < EMERGING_MONTHS) return 'Emerging';
  if (score >= TIER_THRESHOLDS.Leading) return 'Leading';
  if (score >= TIER_THRESHOLDS.Established) return 'Established';
  return 'Growing';
}

/** Only Emerging is shown, as a NEW badge. */
export const tierBadge = (tier: CommunityTier): string | null => (tier === 'Emerging' ? 'NEW' : null);

/** Who joins at once and who waits for the admin (one that requires approval asks; a private community always asks). */
export const joinNeedsApproval = (community: { is_public: boolean; requires_approval: boolean }) =>
  community.requires_approval || !community.is_public;

/** The next review totals after `previous` (null: a first review) becomes `rating`. */
export function reviewDelta(previous: number | null, rating: number): { sum: number; count: number } {
  return previous === null ? { sum: rating, count: 1 } : { sum: rating - previous, count: 0 };
}

/** A review good enough for the list card's highlight: 4+ stars and some words. */
export const isHighlight = (review: { rating: number; review_text: string }) =>
  review.rating >= 4 && review.review_text.trim().length > 0;
