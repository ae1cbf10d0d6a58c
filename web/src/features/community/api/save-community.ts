import type { CommunityDetail, CommunityInput } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import { parseAnyRecord, parseCommunityDetail } from '@web/lib/communities/community-shapes';

/** POST /api/communities (hosts, one per account): the new community's page as its admin sees it. */
export const createCommunity = (input: CommunityInput): Promise<CommunityDetail> =>
  apiRequest('/api/communities', { method: 'POST', body: input, parse: parseCommunityDetail });

/** PUT /api/communities/{id} (owner only; a full replacement). */
export const updateCommunity = (id: string, input: CommunityInput): Promise<CommunityDetail> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}`, { method: 'PUT', body: input, parse: parseCommunityDetail });

/** DELETE /api/communities/{id} (owner only). */
export const deleteCommunity = (id: string): Promise<unknown> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}`, { method: 'DELETE', parse: parseAnyRecord });
