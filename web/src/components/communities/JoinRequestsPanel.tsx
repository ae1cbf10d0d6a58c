import { useId } from 'react';
import { toast } from '../toast/toast-store';
import { useDecideJoinRequest, useJoinRequests } from '@web/lib/communities/join-requests';
import { reasonOf } from '@web/lib/communities/refusal-reason';
import { PersonRow } from './PersonRow';
import { t } from './texts';

// The owner's two answers to a request, approving first.
const DECISIONS = [
  { action: 'approve', look: 'btn-primary' },
  { action: 'reject', look: 'btn-secondary' },
] as const;

/** The owner's pending join requests, oldest first, with Approve and Reject. */
export function JoinRequestsPanel({ communityId }: { communityId: string }) {
  const requests = useJoinRequests(communityId, true);
  const decide = useDecideJoinRequest(communityId);
  const deciding = decide.isPending ? decide.variables?.userId : undefined;
  // The community page and the host dashboard both show it; ids stay unique per panel.
  const titleId = useId();

  const answer = (userId: string, name: string, action: 'approve' | 'reject') =>
    decide.mutate(
      { userId, action },
      {
        onSuccess: () =>
          toast({
            title: t(action === 'approve' ? 'joinrequests.approved' : 'joinrequests.rejected'),
            description: t(action === 'approve' ? 'joinrequests.approvedDetail' : 'joinrequests.rejectedDetail', {
              name,
            }),
          }),
        onError: (error) =>
          toast({
            title: t('joinrequests.errorTitle'),
            description: reasonOf(error) ?? t('joinrequests.errorDetail'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="stack-tight" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {requests.data?.length
          ? t('joinrequests.titleCount', { count: requests.data.length })
          : t('joinrequests.title')}
      </h2>
      {requests.isPending ? (
        <p className="muted">{t('joinrequests.loading')}</p>
      ) : requests.isError ? (
        <p className="muted">
          {t('joinrequests.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void requests.refetch()}>
            {t('joinrequests.tryAgain')}
          </button>
        </p>
      ) : requests.data.length === 0 ? (
        <p className="muted">{t('joinrequests.none')}</p>
      ) : (
        <ul className="people-list" aria-label={t('joinrequests.label')}>
          {requests.data.map((request) => (
            <PersonRow key={request.user_id} name={request.name} picture={request.profile_pic}>
              {DECISIONS.map(({ action, look }) => (
                <button
                  key={action}
                  type="button"
                  className={`btn ${look} btn-small`}
                  aria-label={t(`joinrequests.${action}Name`, { name: request.name })}
                  disabled={deciding !== undefined}
                  onClick={() => answer(request.user_id, request.name, action)}
                >
                  {t(`joinrequests.${action}`)}
                </button>
              ))}
            </PersonRow>
          ))}
        </ul>
      )}
    </section>
  );
}
