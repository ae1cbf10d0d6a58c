import { useQuery } from '@tanstack/react-query';
import type { HostCommunity } from '@shared/schemas/community';
import { apiRequest } from '../api-client';
import { hostCommunitiesKey } from './community-keys';
import { parseHostCommunities } from './community-shapes';

/** GET /api/host/communities: the signed-in host's communities (≤ 20), empty for a player. */
export const getHostCommunities = (signal?: AbortSignal): Promise<HostCommunity[]> =>
  apiRequest('/api/host/communities', { parse: parseHostCommunities, signal });

export const useHostCommunities = (enabled: boolean) =>
  useQuery({ queryKey: hostCommunitiesKey, queryFn: ({ signal }) => getHostCommunities(signal), enabled });
