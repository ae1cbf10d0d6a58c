import { directionsUrl } from '@shared/rules/directions';
import type { GameStatus } from '@shared/rules/game-status';
import type { Game } from '@shared/schemas/game';
import { CalendarActions } from '@web/components/calendar/CalendarActions';
import { CalendarIcon, PinIcon } from '@web/components/games/game-icons';
import { GameTags } from '@web/components/games/GameTags';
import { t } from '@web/components/games/texts';
import { formatGameDate, formatGameEnd, mapsUrl } from '@web/lib/games/format';

/** The stage a game shows once it is not upcoming any more. */
const STAGES: Partial<Record<GameStatus, () => string>> = {
  ongoing: () => t('game.stage.ongoing'),
  completed: () => t('game.stage.completed'),
  cancelled: () => t('game.stage.cancelled'),
};

/** The top of the page: the stage once it is not upcoming, the title, when and where, and the ways to plan for it. */
export function GameHeadline({ game, stage }: { game: Game; stage: GameStatus }) {
  const link = mapsUrl(game.maps_link);
  return (
    <>
      {stage !== 'upcoming' ? (
        <p className={`badge status-${stage}`}>
          {stage === 'cancelled' && game.cancelled_for === 'rain' ? t('game.calledOffForRain') : STAGES[stage]?.()}
        </p>
      ) : null}
      <h1>{game.title}</h1>
      <GameTags skill={game.skill_level} distanceKm={game.distance_km} />
      <ul className="game-facts">
        <li>
          <CalendarIcon />
          <span>
            <time dateTime={game.game_datetime}>{formatGameDate(game.game_datetime)}</time>
            {' – '}
            <span className="visually-hidden">{t('game.ends')}</span>
            <time dateTime={game.ends_at}>{formatGameEnd(game.game_datetime, game.ends_at)}</time>
          </span>
        </li>
        <li>
          <PinIcon />
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {game.location}
              <span className="visually-hidden">{t('game.mapNewTab')}</span>
            </a>
          ) : (
            <span>{game.location}</span>
          )}
        </li>
      </ul>
      <div className="game-plan-actions">
        <a className="btn btn-secondary btn-small" href={directionsUrl(game)} target="_blank" rel="noopener noreferrer">
          <PinIcon /> {t('game.directions')}
          <span className="visually-hidden">{t('game.directionsTo', { place: game.location })}</span>
        </a>
        <CalendarActions game={game} />
      </div>
    </>
  );
}
