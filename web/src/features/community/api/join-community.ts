import type { JoinCommunityResult } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import { parseJoinResult } from '@web/lib/communities/community-shapes';

/** POST /api/communities/{id}/members: a member at once, or a pending request when approval is required. */
export const joinCommunity = (id: string): Promise<JoinCommunityResult> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/members`, { method: 'POST', parse: parseJoinResult });
