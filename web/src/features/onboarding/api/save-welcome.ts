import type { Profile } from '@shared/schemas/profile';
import type { Sport } from '@shared/constants';
import { apiRequest } from '@web/lib/api-client';
import { parseProfile } from '@web/lib/auth/parse-profile';

export interface WelcomeChoices {
  sports: Sport[];
  skill_level: 'beginner' | 'intermediate' | 'advanced' | null;
  city: string | null;
}

/** PUT /api/me with what the new player picked; the server validates it like any profile change. */
export function saveWelcome(choices: WelcomeChoices): Promise<Profile> {
  return apiRequest('/api/me', { method: 'PUT', body: choices, parse: parseProfile });
}
