import type { Profile } from '@shared/schemas/profile';
import { ApiRequestError, apiRequest } from '../api-client';
import { parseProfile } from './parse-profile';

/** GET /api/me. A 404 means the account has no profile yet: the user is treated as new. */
export async function getMe(): Promise<Profile | null> {
  try {
    return await apiRequest('/api/me', { parse: parseProfile });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
