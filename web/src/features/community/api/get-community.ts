import { useQuery } from '@tanstack/react-query';
import type { CommunityDetail } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/use-auth';
import { communityKey } from '@web/lib/communities/community-keys';
import { parseCommunityDetail } from '@web/lib/communities/community-shapes';

/**
 * The community page: signed in, GET /api/me/communities/{id} (with the caller's membership,
 * ownership and own review); signed out, the public GET /api/communities/{id}. 404 when unknown.
 */
export const getCommunity = (id: string, signedIn: boolean, signal?: AbortSignal): Promise<CommunityDetail> =>
  apiRequest(`/api/${signedIn ? 'me/' : ''}communities/${encodeURIComponent(id)}`, {
    parse: parseCommunityDetail,
    signal,
  });

export { communityKey } from '@web/lib/communities/community-keys';

export function useCommunity(id: string, options: { fresh?: boolean } = {}) {
  const { loading, user } = useAuth();
  return useQuery({
    queryKey: [...communityKey(id), user?.id ?? null],
    queryFn: ({ signal }) => getCommunity(id, user !== null, signal),
    // Wait for the session check, so a member never sees the signed-out page first.
    enabled: id !== '' && !loading,
    staleTime: options.fresh ? 0 : undefined,
  });
}
