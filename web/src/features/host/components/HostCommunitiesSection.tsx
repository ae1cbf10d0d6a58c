import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { JoinRequestsPanel } from '@web/components/communities/JoinRequestsPanel';
import { toast } from '@web/components/toast/toast-store';
import { useHostCommunities } from '@web/lib/communities/host-communities';
import { reasonOf } from '@web/lib/communities/refusal-reason';
import { sportLabel } from '@web/lib/games/labels';
import { canStartCommunity, pendingLabel } from '../host-view';
import { HOST_TEXT } from '../host-texts';

/** The spec's Communities tab: New Community, each community with Edit and View, and its join requests. */
export function HostCommunitiesSection() {
  const communities = useHostCommunities(true);

  useEffect(() => {
    if (communities.isError)
      toast({
        title: HOST_TEXT.communitiesError,
        description: reasonOf(communities.error) ?? 'Please try again.',
        variant: 'destructive',
      });
  }, [communities.isError, communities.error]);

  return (
    <section className="stack" aria-labelledby="host-communities-title">
      <div className="row host-section-head">
        <h2 id="host-communities-title">Communities</h2>
        {communities.data && canStartCommunity(communities.data) ? (
          <Link to="/create-community" className="btn btn-primary btn-small">
            New Community
          </Link>
        ) : null}
      </div>
      {communities.isPending ? (
        <p className="muted">Loading communities...</p>
      ) : communities.isError ? (
        <p className="muted" role="alert">
          {HOST_TEXT.communitiesError}.{' '}
          <button type="button" className="link-button" onClick={() => void communities.refetch()}>
            Try again
          </button>
        </p>
      ) : communities.data.length === 0 ? (
        <p className="muted">{HOST_TEXT.noCommunity}</p>
      ) : (
        <ul className="host-community-list">
          {communities.data.map(({ community, stats, pending_requests }) => (
            <li key={community.id} className="card stack-tight">
              <div className="row host-section-head">
                <div>
                  <h3>{community.name}</h3>
                  <p className="muted">
                    {sportLabel(community.sport)} • {community.location} •{' '}
                    {stats.member_count === 1 ? '1 member' : `${stats.member_count} members`}
                  </p>
                  <p className="muted">{pendingLabel(pending_requests)}</p>
                </div>
                <div className="actions">
                  <Link
                    to={`/community/${encodeURIComponent(community.id)}/edit`}
                    className="btn btn-secondary btn-small"
                    aria-label={`Edit ${community.name}`}
                  >
                    Edit
                  </Link>
                  <Link
                    to={`/community/${encodeURIComponent(community.id)}`}
                    className="btn btn-secondary btn-small"
                    aria-label={`View ${community.name}`}
                  >
                    View
                  </Link>
                </div>
              </div>
              <JoinRequestsPanel communityId={community.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
