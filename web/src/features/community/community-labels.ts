import { ageLabel as sharedAgeLabel } from '@shared/rules/community-rules';
import { sportLabel } from '@web/lib/games/labels';
import { t } from './texts';

// How a community's age, tier, rating and counts read on cards and the page, in the language spoken.

/** The age label (the shared rule), from whatever months the server sent: whole, never negative. */
export const ageLabel = (monthsSinceLaunch: number): string =>
  sharedAgeLabel(Number.isFinite(monthsSinceLaunch) ? Math.max(0, Math.floor(monthsSinceLaunch)) : 0);

/** The age label as the card shows it, in the language spoken: 'New', '3m', '2y'; 'नई', '3 महीने', '2 साल'. */
export function ageShortLabel(monthsSinceLaunch: number): string {
  const label = ageLabel(monthsSinceLaunch);
  if (label === 'New') return t('community.age.short.new');
  const count = Number.parseInt(label, 10);
  return t(label.endsWith('m') ? 'community.age.short.months' : 'community.age.short.years', { count });
}

/** Spoken form of the age label for screen readers ('3m' alone says little). */
export function ageDescription(monthsSinceLaunch: number): string {
  const label = ageLabel(monthsSinceLaunch);
  if (label === 'New') return t('community.age.new');
  const count = Number.parseInt(label, 10);
  return t(label.endsWith('m') ? 'community.age.months' : 'community.age.years', { count });
}

/** Only the tier Emerging is shown, as a NEW badge. */
export { tierBadge } from '@shared/rules/community-rules';

/** Ratings are shown rounded to one decimal with their review count; no reviews yet shows no number. */
export const ratingLabel = (average: number | null | undefined, count: number): string =>
  ratingWithReviews(average, count) ?? t('community.rating.none');

/** '4.3 · 4 reviews', '4.3 · 4 रिव्यू'; null without reviews (a card then shows no rating). */
export function ratingWithReviews(average: number | null | undefined, count: number): string | null {
  if (!count || average == null || !Number.isFinite(average)) return null;
  return t('community.rating.withCount', { average: (Math.round(average * 10) / 10).toFixed(1), count });
}

/** '1 member', '12 members'. */
export const memberCountLabel = (count: number) => t('community.members.count', { count });

/** 'weight_training' → 'Weight Training' (the shared sport names, in the language spoken). */
export const communitySportLabel = (sport: string) => sportLabel(sport);
