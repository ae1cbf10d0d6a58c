import type { Profile, UpdateProfileInput } from '@shared/schemas/profile';
import { apiRequest } from '@web/lib/api-client';
import { parseProfile } from '@web/lib/auth/parse-profile';

/** PUT /api/me: the server validates with the same updateProfileSchema and returns the saved profile. */
export function updateMe(changes: UpdateProfileInput): Promise<Profile> {
  return apiRequest('/api/me', { method: 'PUT', body: changes, parse: parseProfile });
}
