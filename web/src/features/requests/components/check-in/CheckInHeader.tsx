import { Link } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { formatWhen } from '@web/lib/games/format';
import { t } from '../../texts';

/** The way back to the requests, the page's title, and which game and when. */
export function CheckInHeader({ game, title }: { game: Game; title: string }) {
  const gamePath = `/game/${encodeURIComponent(game.id)}`;
  return (
    <header className="screen-header">
      <Link to={`${gamePath}/manage`} className="back-link">
        {t('requests.checkIn.back')}
      </Link>
      <h1 id="check-in-title">{title}</h1>
      <p className="lead">
        <Link to={gamePath}>{game.title}</Link> ·{' '}
        <time dateTime={game.game_datetime}>{formatWhen(game.game_datetime)}</time>
      </p>
    </header>
  );
}
