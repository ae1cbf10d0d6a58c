import type { QueryClient } from '@tanstack/react-query';

// Cache keys, apart from the fetchers so that invalidating costs no fetcher code on a first load.
export const communityListKey = ['communities'] as const;
/** Every cache entry of one community (signed in or not, and its join requests). */
export const communityKey = (id: string) => ['community', id] as const;
/** The signed-in host's own communities with their pending counts (GET /api/host/communities). */
export const hostCommunitiesKey = ['host', 'communities'] as const;

/** After a join, leave, review or decision: the page and the list read fresh counts. */
export const refreshCommunity = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKey(id) }),
    queryClient.invalidateQueries({ queryKey: communityListKey }),
  ]);
