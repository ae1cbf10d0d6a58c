import { titleCase } from '../../lib/games/labels';

// How a community's age, tier and rating read on cards and the page (spec §2, §9).

/** Spec §2: 'New' at 0 months, 'Nm' under 12 months, 'Ny' (whole years) from 12. */
export function ageLabel(monthsSinceLaunch: number): string {
  const months = Number.isFinite(monthsSinceLaunch) ? Math.max(0, Math.floor(monthsSinceLaunch)) : 0;
  if (months === 0) return 'New';
  if (months < 12) return `${months}m`;
  return `${Math.floor(months / 12)}y`;
}

/** Spoken form of the age label for screen readers ('3m' alone says little). */
export function ageDescription(monthsSinceLaunch: number): string {
  const label = ageLabel(monthsSinceLaunch);
  if (label === 'New') return 'Launched this month';
  const count = Number.parseInt(label, 10);
  const unit = label.endsWith('m') ? 'month' : 'year';
  return `Running for ${count} ${unit}${count === 1 ? '' : 's'}`;
}

export const EMERGING_TIER = 'Emerging';

/** Spec §2: only the tier Emerging is shown, as a NEW badge; other tiers show nothing. */
export const tierBadge = (tier: string | null | undefined): 'NEW' | null => (tier === EMERGING_TIER ? 'NEW' : null);

/** Spec §9: ratings are shown rounded to one decimal; no reviews yet shows no number. */
export function ratingLabel(average: number | null | undefined, count: number): string {
  if (!count || average == null || !Number.isFinite(average)) return 'No reviews yet';
  return `${(Math.round(average * 10) / 10).toFixed(1)} (${count} review${count === 1 ? '' : 's'})`;
}

export const countLabel = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'weight_training' → 'Weight Training'. */
export const communitySportLabel = (sport: string) => titleCase(sport);
