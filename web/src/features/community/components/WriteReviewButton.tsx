import { lazy, Suspense, useState } from 'react';
import type { CommunityReview } from '../../../../../shared/schemas/community';
import { toast } from '../../../components/toast/toast-store';
import { useReviewCommunity } from '../api/review-community';
import { reasonOf } from '../community-errors';
import { COMMUNITY_TEXT, REVIEW_MAX_LENGTH } from '../community-texts';
import type { ReviewDraft } from './ReviewDialog';

// The form loads when a member opens it.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

/** 'Write a Review' for members (spec §2); writing again updates the member's review. */
export function WriteReviewButton({ communityId, communityName, myReview }: { communityId: string; communityName: string; myReview: CommunityReview | null }) {
  const [open, setOpen] = useState(false);
  const review = useReviewCommunity(communityId);

  const submit = async (draft: ReviewDraft): Promise<void> => {
    try {
      await review.mutateAsync(draft);
    } catch (error) {
      toast({ title: COMMUNITY_TEXT.reviewFailed, description: reasonOf(error), variant: 'destructive' });
      throw error;
    }
    toast({ title: COMMUNITY_TEXT.reviewSubmitted, variant: 'success' });
  };

  return (
    <>
      <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Write a Review
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReviewDialog
            communityName={communityName}
            initial={myReview ? { rating: myReview.rating, review_text: myReview.review_text } : null}
            maxLength={REVIEW_MAX_LENGTH}
            onSubmit={submit}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
