import { apiRequest } from '@web/lib/api-client';
import { parseAnyRecord } from '@web/lib/communities/community-shapes';

/** DELETE /api/communities/{id}/members/me: leaves, or takes back a pending request. */
export const leaveCommunity = (id: string): Promise<unknown> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/members/me`, { method: 'DELETE', parse: parseAnyRecord });
