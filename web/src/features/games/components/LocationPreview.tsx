import { gamePoint, type DirectionsGame } from '@shared/rules/directions';
import { DEFAULT_MAP_TILE_URL } from '@shared/rules/web-origins';
import { t } from '@web/components/games/texts';
import { tilesAround } from '@web/lib/games/map-tiles';

// The preview map of the game's place, from the same tile server as Discover's map (the CSP's
// img-src follows VITE_MAP_TILE_URL). A few plain tiles, lazy, with a marker: no map library.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
// The configured server's credit, as text (the variable may hold Leaflet's HTML form), kept as its
// provider wrote it; without one, the default tiles' credit in the language spoken.
const CONFIGURED_CREDIT: string | null = import.meta.env.VITE_MAP_TILE_ATTRIBUTION
  ? import.meta.env.VITE_MAP_TILE_ATTRIBUTION.replace(/<[^>]+>/g, '').replace(/&copy;/g, '©')
  : null;
const ZOOM = 15;
const BOX = { width: 512, height: 192 };

/** None without coordinates: a guessed point would send players to the wrong ground. */
export function LocationPreview({ game }: { game: DirectionsGame }) {
  const point = gamePoint(game);
  if (!point) return null;
  return (
    <figure className="location-preview">
      <div className="location-preview-map" role="img" aria-label={t('game.mapOfArea', { place: game.location })}>
        {tilesAround(point, ZOOM, BOX, TILE_URL).map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
        <span className="location-preview-marker" aria-hidden="true" />
      </div>
      <figcaption className="muted location-preview-credit">{CONFIGURED_CREDIT ?? t('game.mapCredit')}</figcaption>
    </figure>
  );
}
