import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { directionsUrl } from '@shared/rules/directions';
import { formatRupees, spotsAvailable, spotsLabel } from '@shared/rules/game-rules';
import { CoverImage } from '@web/components/games/CoverImage';
import { gameShareTarget } from '@web/components/games/game-actions';
import { CalendarActions } from '@web/components/calendar/CalendarActions';
import { ShareButton } from '@web/components/share/ShareButton';
import { CalendarIcon, FlagIcon, PinIcon, ShareIcon } from '@web/components/games/game-icons';
import { ChevronLeftIcon } from '@web/components/icons';
import { HostCard } from '@web/components/games/HostCard';
import { ReportGameButton } from '@web/components/games/ReportGameButton';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { formatGameDate, formatGameEnd, mapsUrl, policyName, skillLabel, sportLabel } from '@web/lib/games/format';
import { statusAt } from '@shared/rules/game-status';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGame } from '../api/game';
import { useHostAccess } from '../hooks/use-host-access';
import { gamePreviewFor } from '../game-preview';
import { GamePageFaqs } from './GamePageFaqs';
import { LocationPreview } from './LocationPreview';
import '@web/components/games/games.css';
import '../games.css';

// The join button reads the player's request and opens the join form; it loads after the page.
const JoinButton = lazy(() =>
  import('@web/components/join/JoinButton').then((module) => ({ default: module.JoinButton })),
);
// Only a game's host needs these.
const HostMenu = lazy(() => import('./HostMenu').then((module) => ({ default: module.HostMenu })));
const DeleteGameDialog = lazy(() =>
  import('./DeleteGameDialog').then((module) => ({ default: module.DeleteGameDialog })),
);

/** What the join bar says instead of Join once a game has started, finished or been called off. */
const CLOSED_LINES: Record<string, string | undefined> = {
  ongoing: 'Ongoing: this game has started, so joining is closed.',
  completed: 'This game is over.',
  cancelled: 'This game was cancelled.',
};

/** /game/{id}: the game page. */
export function GameDetailScreen() {
  const { id = '' } = useParams();
  const query = useGame(id);
  const { userIds } = useHostAccess();
  const [deleting, setDeleting] = useState(false);
  const missing = !id || (query.error instanceof ApiRequestError && query.error.status === 404);
  const preview = gamePreviewFor(id);
  useDocumentTitle(query.data?.title ?? (missing ? 'Game not found' : (preview?.title ?? 'Game')));

  useEffect(() => {
    if (query.error && !missing)
      toast({ title: 'Error', description: 'Failed to load game details', variant: 'destructive' });
  }, [query.error, missing]);

  if (missing) {
    return (
      <section className="screen not-found" aria-labelledby="game-missing">
        <h1 id="game-missing">Game not found</h1>
        <p className="lead">This game may have been removed, or the link is wrong.</p>
        <Link to="/discover" className="btn btn-primary">
          Back to Events
        </Link>
      </section>
    );
  }
  if (query.error) {
    return (
      <section className="screen not-found" aria-labelledby="game-error">
        <h1 id="game-error">Failed to load game details</h1>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            Try again
          </button>
          <Link to="/discover" className="btn btn-secondary">
            Back to Events
          </Link>
        </div>
      </section>
    );
  }
  const game = query.data;
  if (!game) {
    if (!preview) return <Loading />;
    // The served page's first paint (decision 033): the cover and title the server read, the
    // rest once the game has arrived. The cover stays the same <img> through that render.
    return (
      <article className="game-page">
        <div className="game-page-cover">
          <CoverImage src={preview.cover} sport="other" width={1200} height={675} eager />
          <div className="game-page-topbar">
            <Link to="/discover" className="icon-button on-image" aria-label="Back to Discover">
              <ChevronLeftIcon />
            </Link>
          </div>
        </div>
        <div className="game-page-body">
          <h1>{preview.title}</h1>
          <Loading />
        </div>
      </article>
    );
  }

  const isHost = userIds.includes(game.host_id);
  const spots = spotsAvailable(game);
  const link = mapsUrl(game.maps_link);
  // What the times say now: a game whose start passed is shown as started even before its schedule
  // has moved it (the server refuses joins from the start either way).
  const stage = statusAt(game, new Date());
  const closedLine = CLOSED_LINES[stage];

  return (
    <article className={`game-page${isHost ? '' : ' with-join-bar'}`}>
      <div className="game-page-cover">
        <CoverImage src={game.cover_image} sport={game.sport} width={1200} height={675} eager />
        <div className="game-page-topbar">
          <Link to="/discover" className="icon-button on-image" aria-label="Back to Discover">
            <ChevronLeftIcon />
          </Link>
          <div className="actions">
            {/* Hosts share their own game too. */}
            <ShareButton target={gameShareTarget(game)} className="icon-button on-image" label="Share game">
              <ShareIcon />
            </ShareButton>
            {isHost ? (
              <Suspense fallback={null}>
                <HostMenu gameId={game.id} onDelete={() => setDeleting(true)} />
              </Suspense>
            ) : (
              <>
                {/* The spec's inert second icon button, given a job: reporting the game. */}
                <ReportGameButton gameId={game.id} className="icon-button on-image" label="Report game">
                  <FlagIcon />
                </ReportGameButton>
              </>
            )}
          </div>
        </div>
      </div>

      <div className="game-page-body">
        {stage !== 'upcoming' ? (
          <p className={`badge status-${stage}`}>{stage[0]!.toUpperCase() + stage.slice(1)}</p>
        ) : null}
        <h1>{game.title}</h1>
        <ul className="game-facts">
          <li>
            <CalendarIcon />
            <span>
              <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
              {' – '}
              <span className="visually-hidden">ends </span>
              <time dateTime={game.ends_at}>{formatGameEnd(game.game_datetime, game.ends_at)}</time>
            </span>
          </li>
          <li>
            <PinIcon />
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {game.location}
                <span className="visually-hidden"> (opens the map in a new tab)</span>
              </a>
            ) : (
              <span>{game.location}</span>
            )}
          </li>
        </ul>
        <div className="game-plan-actions">
          <a
            className="btn btn-secondary btn-small"
            href={directionsUrl(game)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <PinIcon /> Directions
            <span className="visually-hidden"> to {game.location} (opens Google Maps in a new tab)</span>
          </a>
          <CalendarActions game={game} />
        </div>
        <LocationPreview game={game} />
        {game.community ? (
          <p className="game-community">
            <Link to={`/community/${encodeURIComponent(game.community.id)}`}>Part of {game.community.name}</Link>
          </p>
        ) : null}
        <HostCard host={game.host} />

        <dl className="game-tiles">
          <div>
            <dt>Refund Policy</dt>
            <dd>{policyName(game.cancellation_policy)}</dd>
          </div>
          <div>
            <dt>Lobby Size</dt>
            <dd>{game.max_players}</dd>
          </div>
          <div>
            <dt>Age Range</dt>
            <dd>All ages</dd>
          </div>
        </dl>

        <section className="stack-tight" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <dl className="details-list">
            <dt>Sport</dt>
            <dd>{sportLabel(game.sport, game.custom_sport)}</dd>
            <dt>Skill level</dt>
            <dd>{skillLabel(game.skill_level)}</dd>
          </dl>
          <h3>About</h3>
          <p className="pre-line">{game.description?.trim() || 'The host has not added a description.'}</p>
        </section>

        <section className="stack-tight" aria-labelledby="faq-title">
          <h2 id="faq-title">FAQ</h2>
          <GamePageFaqs game={game} />
        </section>
      </div>

      {isHost ? null : closedLine ? (
        <div className="join-bar" role="region" aria-label="Joining this game">
          <p className={`join-closed status-line-${stage}`}>{closedLine}</p>
        </div>
      ) : (
        <div className="join-bar" role="region" aria-label="Join this game">
          <div>
            <p className="join-price">{game.price > 0 ? `${formatRupees(game.price)} per person` : 'Free'}</p>
            <p className="muted">{spotsLabel(spots, 'slot')}</p>
          </div>
          <Suspense
            fallback={
              <button type="button" className="btn btn-primary" disabled>
                {spots === 0 ? 'Game Full' : 'Join'}
              </button>
            }
          >
            <JoinButton game={game} variant="page" className="btn btn-primary" />
          </Suspense>
        </div>
      )}

      {deleting ? (
        <Suspense fallback={null}>
          <DeleteGameDialog game={game} onClose={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
