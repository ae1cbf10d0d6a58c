import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityReview, CommunityReviewInput } from '../../../../../shared/schemas/community';
import { apiRequest } from '../../../lib/api-client';
import { communityKey } from './get-community';
import { communityListKey } from './list-communities';
import { parseCommunityReview } from './community-shapes';

/** PUT /api/communities/{id}/reviews/me: the member's one review, written or updated (upsert). */
export const reviewCommunity = (id: string, review: CommunityReviewInput): Promise<CommunityReview> =>
  apiRequest(`/api/communities/${encodeURIComponent(id)}/reviews/me`, { method: 'PUT', body: review, parse: parseCommunityReview });

export function useReviewCommunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CommunityReviewInput) => reviewCommunity(id, review),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: communityKey(id) }), queryClient.invalidateQueries({ queryKey: communityListKey })]),
  });
}
