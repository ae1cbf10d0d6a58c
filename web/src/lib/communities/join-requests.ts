import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityDecisionInput, CommunityJoinRequest } from '@shared/schemas/community';
import { apiRequest } from '../api-client';
import { communityKey, hostCommunitiesKey } from './community-keys';
import { parseAnyRecord, parseJoinRequests } from './community-shapes';

/** GET /api/communities/{id}/requests (owner only): pending requests, oldest first. */
export const getJoinRequests = (id: string, signal?: AbortSignal): Promise<CommunityJoinRequest[]> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/requests`, { parse: parseJoinRequests, signal });

/** POST /api/communities/{id}/requests/{userId}/decision. */
export const decideJoinRequest = (
  id: string,
  userId: string,
  action: CommunityDecisionInput['action'],
): Promise<unknown> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/requests/${encodeURIComponent(userId)}/decision`, {
    method: 'POST',
    body: { action },
    parse: parseAnyRecord,
  });

const requestsKey = (id: string) => [...communityKey(id), 'requests'] as const;

export const useJoinRequests = (id: string, enabled: boolean) =>
  useQuery({ queryKey: requestsKey(id), queryFn: ({ signal }) => getJoinRequests(id, signal), enabled });

export function useDecideJoinRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: CommunityDecisionInput['action'] }) =>
      decideJoinRequest(id, userId, action),
    // The members list and counts change with an approval; the requests list and the host's
    // pending counts with either answer.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKey(id) }),
        queryClient.invalidateQueries({ queryKey: hostCommunitiesKey }),
      ]),
  });
}
