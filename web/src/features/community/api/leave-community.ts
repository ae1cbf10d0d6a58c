import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { communityKey } from './get-community';
import { communityListKey } from './list-communities';
import { parseAnyRecord } from './community-shapes';

/** DELETE /api/communities/{id}/members/me: leaves, or takes back a pending request. */
export const leaveCommunity = (id: string): Promise<unknown> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/members/me`, { method: 'DELETE', parse: parseAnyRecord });

export function useLeaveCommunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveCommunity(id),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKey(id) }), queryClient.invalidateQueries({ queryKey: communityListKey })]),
  });
}
