import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CommunityReview } from '@shared/schemas/community';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { joinFailureDescription, reasonOf } from '../community-errors';
import { COMMUNITY_MESSAGES, COMMUNITY_REVIEW_MAX } from '@shared/texts/community';
import { useCommunityAction } from '../hooks/use-community-action';
import { canReview, communitySignInPath, membershipAction, type Membership } from '../membership-action';
import { t } from '../texts';
import type { ReviewDraft } from './ReviewDialog';

// Dialogs and calls load with the tap that needs them; the page paints with the buttons only.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
const ReviewDialog = lazy(() => import('./ReviewDialog').then((module) => ({ default: module.ReviewDialog })));

export interface CommunityActionsProps {
  communityId: string;
  communityName: string;
  membership: Membership;
  isOwner: boolean;
  requiresApproval: boolean;
  myReview: CommunityReview | null;
}

type Open = null | 'request' | 'leave' | 'withdraw' | 'review';

/**
 * Join, Request to Join (confirmed in a dialog), Request Pending, Leave, Manage for the owner, and
 * Write a Review for members. A signed-out visitor who taps join is told to sign
 * in and sent to /auth, coming back here afterwards.
 */
export function CommunityActions({
  communityId,
  communityName,
  membership,
  isOwner,
  requiresApproval,
  myReview,
}: CommunityActionsProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const action = useCommunityAction(communityId);
  const shown = membershipAction({ isOwner, membership, requiresApproval });
  const close = () => setOpen(null);

  const signedIn = (): boolean => {
    if (user) return true;
    toast({
      title: COMMUNITY_MESSAGES.authRequiredTitle,
      description: COMMUNITY_MESSAGES.authRequiredDescription,
      variant: 'destructive',
    });
    navigate(communitySignInPath(communityId));
    return false;
  };

  const join = async () => {
    try {
      const { joinCommunity } = await import('../api/join-community');
      const result = await action.run(() => joinCommunity(communityId));
      toast({ title: result.membership === 'member' ? COMMUNITY_MESSAGES.joined : result.message, variant: 'success' });
      close();
    } catch (error) {
      toast({
        title: COMMUNITY_MESSAGES.joinFailed,
        description: joinFailureDescription(error),
        variant: 'destructive',
      });
    }
  };

  const leave = async (done: string) => {
    try {
      const { leaveCommunity } = await import('../api/leave-community');
      await action.run(() => leaveCommunity(communityId));
      toast({ title: done });
      close();
    } catch (error) {
      toast({
        title: t('community.action.errorTitle'),
        description: reasonOf(error) ?? t('community.action.tryAgain'),
        variant: 'destructive',
      });
    }
  };

  const review = async (draft: ReviewDraft): Promise<void> => {
    try {
      const { reviewCommunity } = await import('../api/review-community');
      await action.run(() => reviewCommunity(communityId, draft));
    } catch (error) {
      toast({ title: COMMUNITY_MESSAGES.reviewFailed, description: reasonOf(error), variant: 'destructive' });
      throw error;
    }
    toast({ title: COMMUNITY_MESSAGES.reviewSubmitted, variant: 'success' });
  };

  if (shown.kind === 'manage') {
    return (
      <Link to={`/community/${encodeURIComponent(communityId)}/edit`} className="btn btn-primary">
        {shown.label}
      </Link>
    );
  }

  return (
    <>
      {shown.kind === 'join' ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={action.busy}
          onClick={() => signedIn() && void join()}
        >
          {action.busy ? t('community.action.joining') : shown.label}
        </button>
      ) : shown.kind === 'request' ? (
        <button
          type="button"
          className="btn btn-primary"
          aria-haspopup="dialog"
          onClick={() => signedIn() && setOpen('request')}
        >
          {shown.label}
        </button>
      ) : shown.kind === 'pending' ? (
        <>
          <p className="badge badge-pending" role="status">
            {shown.label}
          </p>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-haspopup="dialog"
            onClick={() => setOpen('withdraw')}
          >
            {t('community.action.cancelRequest')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen('leave')}>
          {shown.label}
        </button>
      )}
      {canReview(membership) ? (
        <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen('review')}>
          {t('community.action.writeReview')}
        </button>
      ) : null}

      <Suspense fallback={null}>
        {open === 'request' ? (
          <ConfirmDialog
            title={t('community.action.request')}
            message={t('community.request.message', { name: communityName })}
            confirmLabel={t('community.request.confirm')}
            busyLabel={t('community.request.busy')}
            busy={action.busy}
            onConfirm={() => void join()}
            onClose={close}
          />
        ) : open === 'leave' ? (
          <ConfirmDialog
            title={t('community.leave.title')}
            message={t(requiresApproval ? 'community.leave.messageApproval' : 'community.leave.message', {
              name: communityName,
            })}
            confirmLabel={t('community.leave.confirm')}
            busyLabel={t('community.leave.busy')}
            busy={action.busy}
            danger
            onConfirm={() => void leave(t('community.leave.done', { name: communityName }))}
            onClose={close}
          />
        ) : open === 'withdraw' ? (
          <ConfirmDialog
            title={t('community.withdraw.title')}
            message={t('community.withdraw.message', { name: communityName })}
            confirmLabel={t('community.withdraw.confirm')}
            cancelLabel={t('community.withdraw.keep')}
            busyLabel={t('community.withdraw.busy')}
            busy={action.busy}
            danger
            onConfirm={() => void leave(t('community.withdraw.done'))}
            onClose={close}
          />
        ) : open === 'review' ? (
          <ReviewDialog
            communityName={communityName}
            initial={myReview ? { rating: myReview.rating, review_text: myReview.review_text } : null}
            maxLength={COMMUNITY_REVIEW_MAX}
            onSubmit={review}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
