import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinCommunityResult } from '../../../../../shared/schemas/community';
import { apiRequest } from '../../../lib/api-client';
import { communityKey } from './get-community';
import { communityListKey } from './list-communities';
import { parseJoinResult } from './community-shapes';

/** POST /api/communities/{id}/members: a member at once, or a pending request when approval is required. */
export const joinCommunity = (id: string): Promise<JoinCommunityResult> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/members`, { method: 'POST', parse: parseJoinResult });

export function useJoinCommunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinCommunity(id),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKey(id) }), queryClient.invalidateQueries({ queryKey: communityListKey })]),
  });
}
