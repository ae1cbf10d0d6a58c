import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { formatRupees, spotsAvailable } from '@shared/rules/game-rules';
import { CloseFooter, Dialog } from '@web/components/Dialog';
import { CoverImage } from '@web/components/games/CoverImage';
import { gameShareTarget } from '@web/components/games/game-actions';
import { ShareButton } from '@web/components/share/ShareButton';
import { CalendarIcon, FlagIcon, PinIcon, ShareIcon } from '@web/components/games/game-icons';
import { GameFaqs } from '@web/components/games/GameFaqs';
import { HostCard } from '@web/components/games/HostCard';
import { ReportGameButton } from '@web/components/games/ReportGameButton';
import { ApiRequestError } from '@web/lib/api-client';
import { formatGameDate, sportLabel } from '@web/lib/games/format';
import { useGameDetail } from '../api/game-detail';

const JoinButton = lazy(() =>
  import('@web/components/join/JoinButton').then((module) => ({ default: module.JoinButton })),
);

/** Discover's detail dialog: the list's copy shows at once, the fresh one replaces it. */
export function GameDetailDialog({ game: listed, onClose }: { game: Game; onClose: () => void }) {
  const query = useGameDetail(listed);
  const missing = query.error instanceof ApiRequestError && query.error.status === 404;
  const game = query.data ?? listed;
  const spots = spotsAvailable(game);
  const full = spots === 0;

  if (missing || (game.status !== 'upcoming' && game.status !== 'ongoing')) {
    return (
      <Dialog title="Event unavailable" onClose={onClose}>
        <p>Event not found or unavailable</p>
        <CloseFooter onClose={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog title={game.title} onClose={onClose} className="game-dialog">
      <div className="game-dialog-cover">
        <CoverImage src={game.cover_image} sport={game.sport} seed={game.id} width={800} height={450} eager />
      </div>
      <p className="game-dialog-sport">{sportLabel(game.sport, game.custom_sport)}</p>
      <ul className="game-facts">
        <li>
          <CalendarIcon />
          <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
        </li>
        <li>
          <PinIcon />
          <span>{game.location}</span>
        </li>
      </ul>
      <p className="game-dialog-price">{game.price > 0 ? `${formatRupees(game.price)} per person` : 'Free to play'}</p>
      <div className="players-progress">
        <p>
          {game.current_players} of {game.max_players} players joined
        </p>
        <progress
          max={game.max_players}
          value={Math.min(game.current_players, game.max_players)}
          aria-label="Players joined"
        />
      </div>
      <HostCard host={game.host} standing={game.host_standing} />
      {game.description ? (
        <section className="stack-tight">
          <h3>About</h3>
          <p className="pre-line">{game.description}</p>
        </section>
      ) : null}
      <section className="stack-tight">
        <h3>FAQs</h3>
        <GameFaqs game={game} withRefund />
      </section>
      <div className="game-dialog-actions">
        <Suspense
          fallback={
            <button type="button" className="btn btn-primary btn-block" disabled>
              {full ? 'Game Full' : 'Join Game'}
            </button>
          }
        >
          <JoinButton game={game} variant="discover" className="btn btn-primary btn-block" />
        </Suspense>
        <div className="actions">
          <ShareButton target={gameShareTarget(game)} className="btn btn-secondary btn-small">
            <ShareIcon /> Share
          </ShareButton>
          <ReportGameButton gameId={game.id} className="btn btn-secondary btn-small">
            <FlagIcon /> Report
          </ReportGameButton>
          <Link to={`/game/${encodeURIComponent(game.id)}`} className="btn btn-secondary btn-small">
            Open game page
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
