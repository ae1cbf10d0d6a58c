import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { JoinRequestsPanel } from '@web/components/communities/JoinRequestsPanel';
import { toast } from '@web/components/toast/toast-store';
import { useHostCommunities } from '@web/lib/communities/host-communities';
import { reasonOf } from '@web/lib/communities/refusal-reason';
import { sportLabel } from '@web/lib/games/labels';
import { canStartCommunity, pendingLabel } from '../host-view';
import { t } from '../texts';

/** The spec's Communities tab: New Community, each community with Edit and View, and its join requests. */
export function HostCommunitiesSection() {
  const communities = useHostCommunities(true);

  useEffect(() => {
    if (communities.isError)
      toast({
        title: t('host.communities.error'),
        description: reasonOf(communities.error) ?? t('host.communities.tryAgainDetail'),
        variant: 'destructive',
      });
  }, [communities.isError, communities.error]);

  return (
    <section className="stack" aria-labelledby="host-communities-title">
      <div className="row host-section-head">
        <h2 id="host-communities-title">{t('host.tabs.communities')}</h2>
        {communities.data && canStartCommunity(communities.data) ? (
          <Link to="/create-community" className="btn btn-primary btn-small">
            {t('host.communities.new')}
          </Link>
        ) : null}
      </div>
      {communities.isPending ? (
        <p className="muted">{t('host.communities.loading')}</p>
      ) : communities.isError ? (
        <p className="muted" role="alert">
          {t('host.communities.errorLine')}{' '}
          <button type="button" className="link-button" onClick={() => void communities.refetch()}>
            {t('host.communities.tryAgain')}
          </button>
        </p>
      ) : communities.data.length === 0 ? (
        <p className="muted">{t('host.communities.none')}</p>
      ) : (
        <ul className="host-community-list">
          {communities.data.map(({ community, stats, pending_requests }) => (
            <li key={community.id} className="card stack-tight">
              <div className="row host-section-head">
                <div>
                  <h3>{community.name}</h3>
                  <p className="muted">
                    {sportLabel(community.sport)} • {community.location} •{' '}
                    {t('host.communities.members', { count: stats.member_count })}
                  </p>
                  <p className="muted">{pendingLabel(pending_requests)}</p>
                </div>
                <div className="actions">
                  <Link
                    to={`/community/${encodeURIComponent(community.id)}/edit`}
                    className="btn btn-secondary btn-small"
                    aria-label={t('host.communities.editLabel', { name: community.name })}
                  >
                    {t('host.communities.edit')}
                  </Link>
                  <Link
                    to={`/community/${encodeURIComponent(community.id)}`}
                    className="btn btn-secondary btn-small"
                    aria-label={t('host.communities.viewLabel', { name: community.name })}
                  >
                    {t('host.communities.view')}
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
