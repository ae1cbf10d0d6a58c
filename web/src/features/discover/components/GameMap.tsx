import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@shared/rules/maps-link';
import type { Game } from '@shared/schemas/game';
import { priceLabel } from '@shared/rules/game-rules';
import { DEFAULT_MAP_TILE_URL } from '@shared/rules/web-origins';
import { distanceLabel, formatGameDate } from '@web/lib/games/format';

// Tiles come from a configurable server (build-time VITE_MAP_TILE_URL), OpenStreetMap by default.
// The CSP allows the same server: infra/web-build-env.ts reads the same variable, so a tile server set here is never blocked.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
const TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const INDIA: L.LatLngTuple = [21, 78];

// A CSS pin: no marker images to resolve through the bundler.
const pin = L.divIcon({
  className: 'map-pin',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

interface GameMapProps {
  games: Game[];
  center: LatLng | null;
  onOpen: (game: Game) => void;
}

/** A marker per game with a position; a popup names it and opens its details. */
export function GameMap({ games, center, onOpen }: GameMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    if (!containerRef.current) return;
    const map = L.map(containerRef.current, { center: INDIA, zoom: 5, scrollWheelZoom: false });
    // Without tiles (offline, blocked server) the markers still stand on a plain background.
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  const placed = games.filter((game) => game.latitude !== null && game.longitude !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers are redrawn when the set of placed games or the centre changes, not for each new array holding the same games.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const points: L.LatLngTuple[] = [];
    if (center) {
      L.circleMarker([center.lat, center.lng], { radius: 7, color: '#1d4ed8', fillOpacity: 0.9 })
        .bindTooltip('You are here')
        .addTo(layer);
      points.push([center.lat, center.lng]);
    }
    for (const game of placed) {
      const position: L.LatLngTuple = [game.latitude!, game.longitude!];
      points.push(position);
      L.marker(position, { icon: pin, title: game.title, alt: game.title, keyboard: true })
        .bindPopup(() => popupFor(game, () => onOpenRef.current(game)))
        .addTo(layer);
    }
    if (points.length === 1) map.setView(points[0]!, 12);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
  }, [placed.map((game) => game.id).join(','), center?.lat, center?.lng]);

  const unplaced = games.length - placed.length;
  return (
    <div className="map-view">
      <section ref={containerRef} className="map-canvas" aria-label="Map of games" />
      {tilesFailed ? (
        <p className="field-hint">The map background could not load; the games are still marked on it.</p>
      ) : null}
      {unplaced > 0 ? (
        <p className="field-hint">
          {unplaced} {unplaced === 1 ? 'game has' : 'games have'} no map position and {unplaced === 1 ? 'is' : 'are'}{' '}
          only in the list view.
        </p>
      ) : null}
    </div>
  );
}

/** Built as DOM, not HTML text: titles are user input. */
function popupFor(game: Game, open: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const title = document.createElement('a');
  title.href = `/game/${encodeURIComponent(game.id)}`;
  title.textContent = game.title;
  title.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open();
  });
  const details = document.createElement('p');
  details.textContent = [formatGameDate(game.game_datetime), priceLabel(game.price), distanceLabel(game.distance_km)]
    .filter(Boolean)
    .join(' · ');
  box.append(title, details);
  return box;
}
