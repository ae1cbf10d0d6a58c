import { useQuery } from '@tanstack/react-query';
import type { HostApplication, HostApplicationInput } from '@shared/schemas/host-application';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { parseHostApplication } from '@web/lib/host-applications/parse-host-application';

export const myHostApplicationKey = (userId: string | undefined) => ['my-host-application', userId] as const;

/** GET /api/me/host-application: the player's newest application, or null when they never applied. */
export async function getMyHostApplication(signal?: AbortSignal): Promise<HostApplication | null> {
  try {
    return await apiRequest('/api/me/host-application', { parse: parseHostApplication, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in player's application, always read afresh (an admin may have decided it since). */
export function useMyHostApplication(userId: string | undefined) {
  return useQuery({
    queryKey: myHostApplicationKey(userId),
    queryFn: ({ signal }) => getMyHostApplication(signal),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** POST /api/host-applications */
export const applyToHost = (input: HostApplicationInput): Promise<HostApplication> =>
  apiRequest('/api/host-applications', { method: 'POST', body: input, parse: parseHostApplication });
