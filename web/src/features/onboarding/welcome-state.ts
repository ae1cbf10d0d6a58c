import type { Profile } from '@shared/schemas/profile';

/**
 * Someone who already told us what they play (or where) has nothing to pick: the welcome moves
 * straight on. It is shown once, right after an account is created, and a reload must not repeat it.
 */
export function hasWelcomeChoices(profile: Profile | null): boolean {
  const picked = profile as (Profile & { sports?: unknown; city?: unknown }) | null;
  return Boolean(picked && ((Array.isArray(picked.sports) && picked.sports.length > 0) || picked.city));
}
