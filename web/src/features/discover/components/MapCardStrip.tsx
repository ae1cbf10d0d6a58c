import { forwardRef } from 'react';
import type { Game } from '@shared/schemas/game';
import { formatRupees } from '@shared/rules/game-rules';
// The price reads the game texts' 'Free'.
import '@web/components/games/texts';
import { distanceLabel, formatGameDate, sportLabel } from '@web/lib/games/format';
import { CardGoing } from '@web/components/games/GoingAvatars';
import { sportEmoji } from '../map-pins';
import { t } from '../texts';

interface MapCardStripProps {
  games: Game[];
  activeId: string | null;
  onOpen: (game: Game) => void;
  onScroll: () => void;
  more?: { loading: boolean; onLoad: () => void };
}

/**
 * The map's games as a row of small cards that swipes sideways, one per pin; the card in the
 * middle is the game whose pin is highlighted. A card opens the game's details.
 */
export const MapCardStrip = forwardRef<HTMLUListElement, MapCardStripProps>(function MapCardStrip(
  { games, activeId, onOpen, onScroll, more },
  ref,
) {
  return (
    <ul ref={ref} className="map-strip" aria-label={t('discover.map.strip')} onScroll={onScroll}>
      {games.map((game) => (
        <li key={game.id} data-game-id={game.id} className={game.id === activeId ? 'is-active' : undefined}>
          <button type="button" className="map-card" onClick={() => onOpen(game)}>
            <span className="map-card-title">{game.title}</span>
            <span className="map-card-meta">
              <span aria-hidden="true">{sportEmoji(game.sport)}</span> {sportLabel(game.sport, game.custom_sport)} ·{' '}
              {formatGameDate(game.game_datetime)}
            </span>
            <span className="map-card-foot">
              <span className="map-card-meta">
                <strong>{game.price > 0 ? formatRupees(game.price) : t('game.join.free')}</strong>
                {distanceLabel(game.distance_km) ? ` · ${distanceLabel(game.distance_km)}` : ''}
              </span>
              <CardGoing game={game} />
            </span>
          </button>
        </li>
      ))}
      {more ? (
        <li className="map-strip-more">
          <button type="button" className="btn btn-secondary" disabled={more.loading} onClick={more.onLoad}>
            {more.loading ? t('discover.map.loadingMore') : t('discover.map.loadMore')}
          </button>
        </li>
      ) : null}
    </ul>
  );
});
