import type { Profile } from '@shared/schemas/profile';
import type { AuthUser } from '@web/lib/auth/auth-context';

/**
 * After signing in, a user whose profile setup is done goes on; anyone else completes
 * the profile. Done means the profile says so, or the ID token's custom:profile_setup claim does
 * (set at sign-up, before the profile item exists).
 */
export function isSetupComplete(profile: Profile | null, user: Pick<AuthUser, 'profileSetupClaim'>): boolean {
  if (profile) return profile.profile_setup_completed || user.profileSetupClaim;
  return user.profileSetupClaim;
}
