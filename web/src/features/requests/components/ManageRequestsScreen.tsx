import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatRupees } from '@shared/rules/game-rules';
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
import { REQUEST_MESSAGES } from '@shared/rules/join-rules';
import { playingTogetherNames } from '@shared/rules/playing-together';
import { EmptyState } from '@web/components/ui/EmptyState';
import { LoadMoreButton } from '@web/components/LoadMoreButton';

const TITLE = 'Game Join Requests';

/** /game/{gameId}/manage: the game's requests and the host's decisions. */
export function ManageRequestsScreen() {
  const { gameId = '' } = useParams();
  useDocumentTitle(TITLE);
  const hosted = useHostedGame(gameId);

  if (!gameId) {
    return (
      <section className="screen" aria-labelledby="manage-missing">
        <h1 id="manage-missing">Game not found</h1>
        <Link to="/host" className="btn btn-primary">
          Back to Host Dashboard
        </Link>
      </section>
    );
  }
  if (hosted.state !== 'host') return <HostPageStates hosted={hosted} title={TITLE} />;
  return <ManageRequests game={hosted.game} />;
}

function ManageRequests({ game }: { game: Game }) {
  const query = useGameRequests(game.id);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.error && !missing)
      toast({ title: 'Error', description: query.error.message || 'Error loading data', variant: 'destructive' });
  }, [query.error, missing]);

  if (missing) {
    return (
      <section className="screen" aria-labelledby="manage-title">
        <h1 id="manage-title">{REQUEST_MESSAGES.notYourGame}</h1>
        <Link to="/host" className="btn btn-primary">
          Back to Dashboard
        </Link>
      </section>
    );
  }

  const requests = pendingFirst(query.data ?? []);
  const together = playingTogetherNames(requests);
  const gamePath = `/game/${encodeURIComponent(game.id)}`;
  return (
    <section className="screen" aria-labelledby="manage-title">
      <header className="screen-header">
        <Link to="/host" className="back-link">
          Back to Dashboard
        </Link>
        <h1 id="manage-title">{TITLE}</h1>
        <p className="lead">Manage player requests for this game</p>
      </header>

      <section className="card manage-summary" aria-label="Game summary">
        <h2>
          <Link to={gamePath}>{game.title}</Link>
        </h2>
        <dl className="contact-list">
          <dt>Location</dt>
          <dd>{game.location}</dd>
          <dt>Date and time</dt>
          <dd>
            <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
          </dd>
          <dt>Players</dt>
          <dd>
            {game.current_players}/{game.max_players}
          </dd>
          {game.price > 0 ? (
            <>
              <dt>Price</dt>
              <dd>{formatRupees(game.price)} per player</dd>
            </>
          ) : null}
        </dl>
        <Link to={`${gamePath}/check-in`} className="btn btn-secondary btn-small">
          Check in players
        </Link>
      </section>

      <div className="row">
        <h2 id="requests-heading">
          Join Requests ({requests.length}
          {query.hasNextPage ? '+' : ''})
        </h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      {query.isPending ? (
        <p className="muted" role="status">
          Loading...
        </p>
      ) : query.error ? (
        <p className="form-error" role="alert">
          Error loading data
        </p>
      ) : requests.length === 0 ? (
        <EmptyState title="No join requests yet" level={3}>
          Players will appear here when they request to join your event
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
