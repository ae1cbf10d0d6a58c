import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { isRecord, isString } from '@web/lib/shape-check';

/** What the game form needs of a community the host runs. */
export interface CommunityChoice {
  id: string;
  name: string;
}

/** `{ data: HostCommunity[] }` read down to id and name: the form shows nothing else. */
export function parseCommunityChoices(body: unknown): CommunityChoice[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  const choices = body.data.map((entry) =>
    isRecord(entry) && isRecord(entry.community) && isString(entry.community.id) && isString(entry.community.name)
      ? { id: entry.community.id, name: entry.community.name }
      : null,
  );
  return choices.every((choice) => choice !== null) ? (choices as CommunityChoice[]) : null;
}

/** GET /api/host/communities (signed in): the caller's communities; empty for a player. */
export const getCommunityChoices = (signal?: AbortSignal): Promise<CommunityChoice[]> =>
  apiRequest('/api/host/communities', { parse: parseCommunityChoices, signal });

export const hostCommunitiesKey = (userId: string | null) => ['host-communities', userId] as const;

/** The communities the signed-in host runs, always fresh: one created a moment ago must be offered. */
export function useCommunityChoices(userId: string | null) {
  return useQuery({
    queryKey: hostCommunitiesKey(userId),
    queryFn: ({ signal }) => getCommunityChoices(signal),
    enabled: userId !== null,
    staleTime: 0,
    retry: false,
  });
}
