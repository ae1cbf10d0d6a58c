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
import { t } from '@web/components/games/texts';
import { useGameDetail } from '../api/game-detail';
// Discover's texts (the dialog's own lines) register with Discover's chunk.
import '../texts';

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
      <Dialog title={t('discover.dialog.unavailable')} onClose={onClose}>
        <p>{t('discover.dialog.unavailableBody')}</p>
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
      <p className="game-dialog-price">
        {game.price > 0
          ? t('game.join.perPerson', { price: formatRupees(game.price) })
          : t('discover.dialog.freeToPlay')}
      </p>
      <div className="players-progress">
        <p>{t('discover.dialog.joined', { joined: game.current_players, max: game.max_players })}</p>
        <progress
          max={game.max_players}
          value={Math.min(game.current_players, game.max_players)}
          aria-label={t('discover.dialog.joinedLabel')}
        />
      </div>
      <HostCard host={game.host} standing={game.host_standing} />
      {game.description ? (
        <section className="stack-tight">
          <h3>{t('discover.dialog.about')}</h3>
          <p className="pre-line">{game.description}</p>
        </section>
      ) : null}
      <section className="stack-tight">
        <h3>{t('discover.dialog.faqs')}</h3>
        <GameFaqs game={game} withRefund />
      </section>
      <div className="game-dialog-actions">
        <Suspense
          fallback={
            <button type="button" className="btn btn-primary btn-block" disabled>
              {full ? t('game.join.full') : t('discover.dialog.join')}
            </button>
          }
        >
          <JoinButton game={game} variant="discover" className="btn btn-primary btn-block" />
        </Suspense>
        <div className="actions">
          <ShareButton target={gameShareTarget(game)} className="btn btn-secondary btn-small">
            <ShareIcon /> {t('discover.dialog.share')}
          </ShareButton>
          <ReportGameButton gameId={game.id} className="btn btn-secondary btn-small">
            <FlagIcon /> {t('discover.dialog.report')}
          </ReportGameButton>
          <Link to={`/game/${encodeURIComponent(game.id)}`} className="btn btn-secondary btn-small">
            {t('discover.dialog.open')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
