import type { CommunityReview, CommunityReviewInput } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import { parseCommunityReview } from '@web/lib/communities/community-shapes';

/** PUT /api/communities/{id}/reviews/me: the member's one review, written or updated (upsert). */
export const reviewCommunity = (id: string, review: CommunityReviewInput): Promise<CommunityReview> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/reviews/me`, {
    method: 'PUT',
    body: review,
    parse: parseCommunityReview,
  });
