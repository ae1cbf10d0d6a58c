import { ageLabel as sharedAgeLabel } from '@shared/rules/community-rules';
import { titleCase } from '@web/lib/games/labels';
import { ratingWithCount } from '@web/lib/rating-label';

// How a community's age, tier and rating read on cards and the page.

/** The age label (the shared rule), from whatever months the server sent: whole, never negative. */
export const ageLabel = (monthsSinceLaunch: number): string =>
  sharedAgeLabel(Number.isFinite(monthsSinceLaunch) ? Math.max(0, Math.floor(monthsSinceLaunch)) : 0);

/** Spoken form of the age label for screen readers ('3m' alone says little). */
export function ageDescription(monthsSinceLaunch: number): string {
  const label = ageLabel(monthsSinceLaunch);
  if (label === 'New') return 'Launched this month';
  const count = Number.parseInt(label, 10);
  const unit = label.endsWith('m') ? 'month' : 'year';
  return `Running for ${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Only the tier Emerging is shown, as a NEW badge. */
export { tierBadge } from '@shared/rules/community-rules';

/** Ratings are shown rounded to one decimal with their review count; no reviews yet shows no number. */
export const ratingLabel = (average: number | null | undefined, count: number): string =>
  ratingWithCount(average, count) ?? 'No reviews yet';

export const countLabel = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'weight_training' → 'Weight Training'. */
export const communitySportLabel = (sport: string) => titleCase(sport);
