import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { moneyIn } from '@web/lib/i18n/format';
import type { Game } from '@shared/schemas/game';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { formatWhen } from '@web/lib/games/format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGameRequests } from '../api/game-requests';
import { useHostedGame } from '../api/hosted-game';
import { pendingFirst } from '../pending-first';
import { HostPageStates } from './HostPageStates';
import { HostRequestCard } from '@web/components/requests/HostRequestCard';
import { ColourBadge } from '@web/components/requests/StatusBadge';
import { owesPayment } from '@shared/rules/join-rules';
import { playingTogetherNames } from '@shared/rules/playing-together';
import { EmptyState } from '@web/components/ui/EmptyState';
import { LoadMoreButton } from '@web/components/LoadMoreButton';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from '../texts';

/** /game/{gameId}/manage: the game's requests and the host's decisions. */
export function ManageRequestsScreen() {
  const { gameId = '' } = useParams();
  const title = t('requests.manage.title');
  useDocumentTitle(title);
  const hosted = useHostedGame(gameId);

  if (!gameId) {
    return (
      <section className="screen" aria-labelledby="manage-missing">
        <h1 id="manage-missing">{t('requests.manage.missing')}</h1>
        <Link to="/host" className="btn btn-primary">
          {t('requests.manage.backToHost')}
        </Link>
      </section>
    );
  }
  if (hosted.state !== 'host') return <HostPageStates hosted={hosted} title={title} />;
  return <ManageRequests game={hosted.game} />;
}

function ManageRequests({ game }: { game: Game }) {
  const query = useGameRequests(game.id);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.error && !missing)
      toast({
        title: t('requests.manage.error'),
        description: query.error.message || t('requests.manage.errorLoading'),
        variant: 'destructive',
      });
  }, [query.error, missing]);

  if (missing) {
    return (
      <section className="screen" aria-labelledby="manage-title">
        <h1 id="manage-title">{t('requests.hostPage.notFound')}</h1>
        <Link to="/host" className="btn btn-primary">
          {t('requests.manage.back')}
        </Link>
      </section>
    );
  }

  const requests = pendingFirst(query.data ?? []);
  const together = playingTogetherNames(requests);
  // Accepted players yet to pay: a paid series' regulars make them common, so the host sees how many at a glance.
  // A called-off game takes no payment: nobody owes one.
  const notPaid = game.status === 'cancelled' ? 0 : requests.filter(owesPayment).length;
  const gamePath = `/game/${encodeURIComponent(game.id)}`;
  return (
    <section className="screen" aria-labelledby="manage-title">
      <header className="screen-header">
        <Link to="/host" className="back-link">
          {t('requests.manage.back')}
        </Link>
        <h1 id="manage-title">{t('requests.manage.title')}</h1>
        <p className="lead">{t('requests.manage.lead')}</p>
        {notPaid > 0 ? (
          <p>
            <ColourBadge colour="yellow">{t('requests.manage.notPaid', { count: notPaid })}</ColourBadge>
          </p>
        ) : null}
      </header>

      <section className="card manage-summary" aria-label={t('requests.manage.summary')}>
        <h2>
          <Link to={gamePath}>{game.title}</Link>
        </h2>
        <dl className="contact-list">
          <dt>{t('requests.manage.location')}</dt>
          <dd>{game.location}</dd>
          <dt>{t('requests.manage.when')}</dt>
          <dd>
            <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
          </dd>
          <dt>{t('requests.manage.players')}</dt>
          <dd>
            {game.current_players}/{game.max_players}
          </dd>
          {game.price > 0 ? (
            <>
              <dt>{t('requests.manage.price')}</dt>
              <dd>{t('requests.manage.perPlayer', { price: moneyIn(spokenLanguage(), game.price) })}</dd>
            </>
          ) : null}
        </dl>
        <Link to={`${gamePath}/check-in`} className="btn btn-secondary btn-small">
          {t('requests.manage.checkIn')}
        </Link>
      </section>

      <div className="row">
        <h2 id="requests-heading">
          {t(query.hasNextPage ? 'requests.manage.headingMore' : 'requests.manage.heading', { count: requests.length })}
        </h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t(query.isFetching && !query.isPending ? 'requests.manage.refreshing' : 'requests.manage.refresh')}
        </button>
      </div>

      {query.isPending ? (
        <p className="muted" role="status">
          {t('requests.manage.loading')}
        </p>
      ) : query.error ? (
        <p className="form-error" role="alert">
          {t('requests.manage.errorLoading')}
        </p>
      ) : requests.length === 0 ? (
        <EmptyState title={t('requests.manage.emptyTitle')} level={3}>
          {t('requests.manage.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <ul className="request-list" aria-labelledby="requests-heading">
            {requests.map((request) => (
              <li key={request.id}>
                <HostRequestCard
                  request={request}
                  gameId={game.id}
                  playingWith={together.get(request.id)}
                  removableIn={game}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={query} />
        </>
      )}
    </section>
  );
}
