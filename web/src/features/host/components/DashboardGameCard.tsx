import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GAME_STATUS_COLOURS, priceLabel } from '@shared/rules/game-rules';
import type { DashboardGame } from '@shared/schemas/host-dashboard';
import { formatWhen, sportLabel } from '@web/lib/games/format';
import { titleCase } from '@web/lib/games/labels';
import { gameAction } from '../dashboard-format';

/** A My Games card: link to the game, status badge, pending count, players, price, Manage or Details. */
export function DashboardGameCard({ game }: { game: DashboardGame }) {
  const action = gameAction(game);
  const headingId = useId();
  return (
    <article className="card host-game-card" aria-labelledby={headingId}>
      <div className="host-game-head">
        <h3 id={headingId}>
          <Link to={`/game/${encodeURIComponent(game.id)}`}>{game.title}</Link>
        </h3>
        <span className={`badge host-game-status host-game-status-${GAME_STATUS_COLOURS[game.status]}`}>
          {titleCase(game.status)}
        </span>
      </div>
      <p className="muted">
        {sportLabel(game.sport)} • <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
      </p>
      <p className="muted">{game.location}</p>
      <dl className="host-game-figures">
        <div>
          <dt>Players</dt>
          <dd>
            {game.current_players}/{game.max_players}
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{priceLabel(game.price)}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd className={game.pending_count > 0 ? 'host-game-pending' : undefined}>{game.pending_count}</dd>
        </div>
      </dl>
      <Link
        to={action.to}
        className={action.label === 'Manage' ? 'btn btn-primary btn-small' : 'btn btn-secondary btn-small'}
        aria-label={`${action.label} ${game.title}`}
      >
        {action.label}
      </Link>
    </article>
  );
}
