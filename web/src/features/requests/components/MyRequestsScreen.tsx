import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { CardSkeletons } from '@web/components/CardSkeletons';
import { BackButton } from '@web/components/BackButton';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-request-error';
import { useMyRequests } from '@web/lib/requests/requests';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { OfflinePasses } from './OfflinePasses';
import { PlayerRequestCard } from './PlayerRequestCard';
import { PushOptInCard } from '@web/components/push/PushOptInCard';
import { PlayIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/EmptyState';
import { t } from '../texts';

/** /my-requests: the player's requests, their passes, nudges and withdrawals. */
export function MyRequestsScreen() {
  useDocumentTitle(t('requests.mine.title'));
  const { loading, user } = useAuth();
  const query = useMyRequests(user != null);

  // Fresh from the server: kept passes follow it (withdrawn, cancelled or over ones go).
  useEffect(() => {
    if (!query.data) return;
    const requests = query.data;
    void import('@web/lib/offline/keep-passes').then(({ keepPassesFresh }) => keepPassesFresh(requests));
  }, [query.data]);

  useEffect(() => {
    if (query.error)
      toast({
        title: t('requests.mine.error'),
        description: query.error.message || t('requests.mine.errorLoading'),
        variant: 'destructive',
      });
  }, [query.error]);

  const heading = <h1 id="my-requests-title">{t('requests.mine.title')}</h1>;

  if (loading) return <Loading />;
  if (!user) {
    return (
      <section className="screen" aria-labelledby="my-requests-title">
        {heading}
        {/* Signed out only because the session can't be refreshed with no signal: passes are cleared at sign-out. */}
        <OfflinePasses />
        <p className="lead">{t('requests.mine.signInLead')}</p>
        <Link to={`/auth?next=${encodeURIComponent('/my-requests')}`} className="btn btn-primary">
          {t('requests.mine.signIn')}
        </Link>
      </section>
    );
  }

  // Offline, the query waits for the network (TanStack pauses it): show what this phone kept.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <section className="screen" aria-labelledby="my-requests-title">
        {heading}
        <p className="muted">{NETWORK_ERROR_MESSAGE}</p>
        <OfflinePasses />
      </section>
    );
  }

  if (query.isPending) {
    return (
      <section className="screen" aria-labelledby="my-requests-title" aria-busy="true">
        {heading}
        <p className="visually-hidden" role="status">
          {t('requests.mine.loading')}
        </p>
        <CardSkeletons
          count={LIMITS.skeletons.requests}
          listClassName="request-list"
          cardClassName="request-skeleton"
        />
      </section>
    );
  }

  const requests = query.data ?? [];
  return (
    <section className="screen" aria-labelledby="my-requests-title">
      <div className="requests-header">
        <BackButton fallback="/" />
        {heading}
        <Link to="/discover" className="btn btn-secondary btn-small">
          {t('requests.mine.browse')}
        </Link>
      </div>

      {query.error instanceof ApiRequestError && query.error.status === 0 ? <OfflinePasses /> : null}
      {query.error ? (
        <div className="card">
          <p className="form-error" role="alert">
            {t('requests.mine.errorLoading')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('requests.mine.tryAgain')}
          </button>
        </div>
      ) : requests.length === 0 ? (
        <EmptyState
          title={t('requests.mine.emptyTitle')}
          icon={<PlayIcon />}
          action={
            <Link to="/discover" className="btn btn-primary">
              {t('requests.mine.emptyAction')}
            </Link>
          }
        >
          {t('requests.mine.emptyBody')}
        </EmptyState>
      ) : (
        <>
          {/* Asked only once a request exists: now there is news worth a notification. */}
          <PushOptInCard audience="player" />
          <ul className="request-list">
            {requests.map((request) => (
              <li key={request.id}>
                <PlayerRequestCard request={request} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
