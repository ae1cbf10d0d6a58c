import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GAME_STATUS_COLOURS, formatRupees } from '@shared/rules/game-rules';
import type { DashboardGame } from '@shared/schemas/host-dashboard';
import { formatWhen, sportLabel } from '@web/lib/games/format';
import { gameAction } from '../dashboard-format';
import { t } from '../texts';

/** A My Games card: link to the game, status badge, pending count, players, price, Manage or Details. */
export function DashboardGameCard({ game }: { game: DashboardGame }) {
  const action = gameAction(game);
  const manage = action.label === 'Manage';
  const headingId = useId();
  return (
    <article className="card host-game-card" aria-labelledby={headingId}>
      <div className="host-game-head">
        <h3 id={headingId}>
          <Link to={`/game/${encodeURIComponent(game.id)}`}>{game.title}</Link>
        </h3>
        <span className={`badge host-game-status host-game-status-${GAME_STATUS_COLOURS[game.status]}`}>
          {t(`host.card.status.${game.status}`)}
        </span>
      </div>
      <p className="muted">
        {sportLabel(game.sport)} • <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
      </p>
      <p className="muted">{game.location}</p>
      <dl className="host-game-figures">
        <div>
          <dt>{t('host.card.players')}</dt>
          <dd>
            {game.current_players}/{game.max_players}
          </dd>
        </div>
        <div>
          <dt>{t('host.card.price')}</dt>
          <dd>{game.price > 0 ? formatRupees(game.price) : t('host.card.free')}</dd>
        </div>
        <div>
          <dt>{t('host.card.pending')}</dt>
          <dd className={game.pending_count > 0 ? 'host-game-pending' : undefined}>{game.pending_count}</dd>
        </div>
      </dl>
      <Link
        to={action.to}
        className={manage ? 'btn btn-primary btn-small' : 'btn btn-secondary btn-small'}
        aria-label={t(manage ? 'host.card.manageGame' : 'host.card.gameDetails', { title: game.title })}
      >
        {t(manage ? 'host.card.manage' : 'host.card.details')}
      </Link>
    </article>
  );
}
