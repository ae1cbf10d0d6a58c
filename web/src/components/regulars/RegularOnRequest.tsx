import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { SkipGameButton } from './SkipGameButton';
import { t } from './texts';
import './regulars.css';

// A place in the game or in its waitlist: what a skip gives up.
const HOLDS_A_PLACE = new Set<JoinRequestStatus>(['accepted', 'confirmed', 'waitlist']);

/**
 * On a regular's request card (My Game Requests): the 'Regular' badge, and 'Skip this game' while the
 * game has not started and the request holds a place. The server refuses a skip after the series'
 * cut-off in its own words, which the toast shows.
 */
export function RegularOnRequest({
  request,
  title,
}: {
  request: {
    status: JoinRequestStatus;
    game: { id: string; game_datetime: string | null; series_id?: string | null } | null;
  };
  title: string;
}) {
  const { game } = request;
  const coming = game?.game_datetime != null && Date.parse(game.game_datetime) > Date.now();
  return (
    <div className="regular-on-request">
      <span className="badge regular-badge">{t('regulars.badge')}</span>
      {game && coming && HOLDS_A_PLACE.has(request.status) ? (
        <SkipGameButton gameId={game.id} seriesId={game.series_id} skipped={false} gameTitle={title} />
      ) : null}
    </div>
  );
}
