import { fetchAuthSession, updateUserAttributes } from 'aws-amplify/auth';
import type { Role } from '@shared/constants';
import type { Profile } from '@shared/schemas/profile';
import { apiRequest } from '@web/lib/api-client';
import { parseProfile } from '@web/lib/auth/parse-profile';
import { spokenLanguage } from '@web/lib/i18n/texts';

export interface CompleteProfileInput {
  name: string;
  phone: string | null;
  instagram: string | null;
  role: Role;
}

/**
 * Profile completion: the profile item first (the server validates it with the same
 * rules and names the field at fault), then the role in the pool (only the server may write
 * custom:role), then the user's own attributes, so the ID token carries the role and the setup
 * flag too. Any step failing leaves nothing half-visible: a retry writes them all again.
 */
export async function completeProfile({ name, phone, instagram, role }: CompleteProfileInput): Promise<Profile> {
  await apiRequest('/api/me', {
    method: 'PUT',
    // A new account starts in the language this device speaks (chosen, or the browser's).
    body: { name, phone, instagram, role, profile_setup_completed: true, language: spokenLanguage() },
    parse: parseProfile,
  });
  const profile = await apiRequest('/api/me/role', { method: 'PUT', body: { role }, parse: parseProfile });
  await updateUserAttributes({
    userAttributes: {
      name,
      'custom:profile_setup': 'true',
      ...(instagram ? { 'custom:instagram': instagram } : {}),
    },
  });
  // New claims arrive with the next ID token; fetch it now rather than at the next refresh.
  await fetchAuthSession({ forceRefresh: true }).catch((error: unknown) =>
    console.warn('Token refresh after profile setup failed', error),
  );
  return profile;
}
