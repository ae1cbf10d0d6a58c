import { useId } from 'react';
import { toast } from '../toast/toast-store';
import { useDecideJoinRequest, useJoinRequests } from '@web/lib/communities/join-requests';
import { reasonOf } from '@web/lib/communities/refusal-reason';
import { PersonRow } from './PersonRow';

// The owner's two answers to a request, approving first.
const DECISIONS = [
  { action: 'approve', label: 'Approve', look: 'btn-primary' },
  { action: 'reject', label: 'Reject', look: 'btn-secondary' },
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
            title: action === 'approve' ? 'Request approved' : 'Request rejected',
            description: action === 'approve' ? `${name} is now a member.` : `${name} will be told.`,
          }),
        onError: (error) =>
          toast({ title: 'Error', description: reasonOf(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <section className="stack-tight" aria-labelledby={titleId}>
      <h2 id={titleId}>Join requests{requests.data?.length ? ` (${requests.data.length})` : ''}</h2>
      {requests.isPending ? (
        <p className="muted">Loading requests...</p>
      ) : requests.isError ? (
        <p className="muted">
          Requests could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void requests.refetch()}>
            Try again
          </button>
        </p>
      ) : requests.data.length === 0 ? (
        <p className="muted">No pending requests.</p>
      ) : (
        <ul className="people-list" aria-label="Pending join requests">
          {requests.data.map((request) => (
            <PersonRow key={request.user_id} name={request.name} picture={request.profile_pic}>
              {DECISIONS.map(({ action, label, look }) => (
                <button
                  key={action}
                  type="button"
                  className={`btn ${look} btn-small`}
                  aria-label={`${label} ${request.name}`}
                  disabled={deciding !== undefined}
                  onClick={() => answer(request.user_id, request.name, action)}
                >
                  {label}
                </button>
              ))}
            </PersonRow>
          ))}
        </ul>
      )}
    </section>
  );
}
