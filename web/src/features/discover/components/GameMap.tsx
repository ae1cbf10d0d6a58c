import { useCallback, useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@shared/rules/maps-link';
import type { Game } from '@shared/schemas/game';
import { DEFAULT_MAP_TILE_URL } from '@shared/rules/web-origins';
import { groupOverlapping, spreadAround } from '../map-clusters';
import { gameMarker, groupMarker, hereMarker } from './map-markers';
import { t } from '../texts';
import { MapCardStrip } from './MapCardStrip';

// Tiles come from a configurable server (build-time VITE_MAP_TILE_URL), OpenStreetMap by default.
// The CSP allows the same server: infra/web-build-env.ts reads the same variable, so a tile server set here is never blocked.
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
// A configured server's credit stays as its provider wrote it; the default tiles' credit is said
// in the language spoken, read when the map is drawn.
const tileAttribution = (): string =>
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  t('discover.map.credit', { osm: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' });
const INDIA: L.LatLngTuple = [21, 78];
const MAX_ZOOM = 18;
/** Pins closer than this (CSS pixels) would cover each other: they show as one group. */
const OVERLAP_PX = 48;
/** Room kept around the games when the map frames them: the card strip covers the bottom. */
const FRAME: L.FitBoundsOptions = { paddingTopLeft: [40, 48], paddingBottomRight: [40, 170], maxZoom: 14 };

interface GameMapProps {
  games: Game[];
  center: LatLng | null;
  onOpen: (game: Game) => void;
  more?: { loading: boolean; onLoad: () => void };
}

const positionOf = (game: Game): L.LatLngTuple => [game.latitude!, game.longitude!];
const groupKey = (games: Game[]) => games.map((game) => game.id).join(',');

/**
 * The games as pins (sport and price), overlapping pins grouped with a count, and a strip of
 * cards below kept in step with them: swiping to a card highlights and centres its pin, tapping a
 * pin brings its card into view, tapping a group zooms in (or spreads games at one spot).
 */
export function GameMap({ games, center, onOpen, more }: GameMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  /** The drawn markers and the games each stands for, so the highlight moves without a redraw. */
  const markersRef = useRef<{ ids: string[]; marker: L.Marker }[]>([]);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [spread, setSpread] = useState<string | null>(null);
  const [zoomed, setZoomed] = useState(0);

  const placed = games.filter((game) => game.latitude !== null && game.longitude !== null);
  const placedKey = groupKey(placed);
  const placedRef = useRef(placed);
  placedRef.current = placed;

  useEffect(() => {
    if (!containerRef.current) return;
    const map = L.map(containerRef.current, {
      center: INDIA,
      zoom: 5,
      maxZoom: MAX_ZOOM,
      scrollWheelZoom: false,
      zoomControl: false,
    });
    // Leaflet's own zoom buttons speak English: drawn again with their names in the language spoken.
    L.control.zoom({ zoomInTitle: t('discover.map.zoomIn'), zoomOutTitle: t('discover.map.zoomOut') }).addTo(map);
    // Without tiles (offline, blocked server) the pins, groups and cards still work on a plain background.
    L.tileLayer(TILE_URL, { attribution: tileAttribution(), maxZoom: MAX_ZOOM })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // Groups depend on the zoom: regroup after each zoom, and fold a spread group back.
    map.on('zoomend', () => {
      setSpread(null);
      setZoomed((count) => count + 1);
    });
    // The stage changes size with the filters panel and the phone's rotation.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(containerRef.current);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  /** Scrolls the strip (only the strip: never the page) to a game's card. */
  const showCard = useCallback((id: string) => {
    const strip = stripRef.current;
    const card = strip?.querySelector<HTMLElement>(`[data-game-id="${CSS.escape(id)}"]`);
    if (!strip || !card) return;
    strip.scrollTo({ left: card.offsetLeft - (strip.clientWidth - card.offsetWidth) / 2, behavior: 'smooth' });
  }, []);

  // Frames the games (and the player) when the set of games or the centre changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: framed again for another set of games, not for each new array holding the same ones.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const points = placedRef.current.map(positionOf);
    if (center) points.push([center.lat, center.lng]);
    if (points.length === 1) map.setView(points[0]!, 13);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), FRAME);
    setSpread(null);
    setZoomed((count) => count + 1);
  }, [placedKey, center?.lat, center?.lng]);

  // Draws the pins and groups for the current zoom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn per zoom, set of games and spread group; the games are read through a ref.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    markersRef.current = [];
    if (center) hereMarker([center.lat, center.lng]).addTo(layer);
    const tapPin = (game: Game) => {
      setActiveId(game.id);
      showCard(game.id);
    };
    const points = placedRef.current.map((game) => ({ item: game, ...map.latLngToLayerPoint(positionOf(game)) }));
    for (const group of groupOverlapping(points, OVERLAP_PX)) {
      const key = groupKey(group.items);
      const middle = L.point(group.x, group.y);
      if (group.items.length === 1 || key === spread) {
        const offsets = spreadAround(group.items.length, OVERLAP_PX);
        group.items.forEach((game, i) => {
          const at =
            group.items.length === 1
              ? positionOf(game)
              : map.layerPointToLatLng(middle.add(L.point(offsets[i]!.dx, offsets[i]!.dy)));
          const marker = gameMarker(game, at, () => tapPin(game)).addTo(layer);
          markersRef.current.push({ ids: [game.id], marker });
        });
        continue;
      }
      const marker = groupMarker(group.items.length, map.layerPointToLatLng(middle), () => {
        const bounds = L.latLngBounds(group.items.map(positionOf));
        const target = Math.min(map.getBoundsZoom(bounds.pad(0.5)), MAX_ZOOM);
        // Games at one venue never part by zooming: spread them around the spot instead.
        if (target > map.getZoom() && !bounds.getNorthEast().equals(bounds.getSouthWest())) {
          map.fitBounds(bounds, { ...FRAME, maxZoom: target });
        } else setSpread(key);
      }).addTo(layer);
      markersRef.current.push({ ids: group.items.map((game) => game.id), marker });
    }
  }, [placedKey, zoomed, spread, center?.lat, center?.lng]);

  // The highlight follows the active game, on its pin or on the group that holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers are redrawn by the effect above, which moves `zoomed`/`spread`.
  useEffect(() => {
    for (const { ids, marker } of markersRef.current) {
      const on = activeId !== null && ids.includes(activeId);
      marker.getElement()?.classList.toggle('is-active', on);
      marker.setZIndexOffset(on ? 1000 : ids.length > 1 ? 500 : 0);
    }
  }, [activeId, placedKey, zoomed, spread]);

  // The card that settles in the strip's middle after a swipe is the active game, its pin highlighted.
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onStripScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const strip = stripRef.current;
      const map = mapRef.current;
      if (!strip || !map) return;
      const middle = strip.scrollLeft + strip.clientWidth / 2;
      let nearest: { id: string; distance: number } | null = null;
      for (const card of strip.querySelectorAll<HTMLElement>('[data-game-id]')) {
        const distance = Math.abs(card.offsetLeft + card.offsetWidth / 2 - middle);
        if (!nearest || distance < nearest.distance) nearest = { id: card.dataset.gameId!, distance };
      }
      const game = nearest && placedRef.current.find((candidate) => candidate.id === nearest.id);
      if (!game) return;
      setActiveId(game.id);
      // Centred only when the pin is out of sight (off the map, or under the controls or the strip):
      // a pin already in view stays put, so the map does not jump at every swipe.
      const at = map.latLngToContainerPoint(positionOf(game));
      const size = map.getSize();
      const inSight = at.x >= 24 && at.x <= size.x - 24 && at.y >= 40 && at.y <= size.y - 170;
      if (!inSight) map.panTo(positionOf(game));
    }, 120);
  };
  useEffect(() => () => clearTimeout(settle.current), []);

  const unplaced = games.length - placed.length;
  return (
    <div className="map-view">
      <section ref={containerRef} className="map-canvas" aria-label={t('discover.map.label')} />
      <div className="map-notes">
        {tilesFailed ? <p>{t('discover.map.tilesFailed')}</p> : null}
        {unplaced > 0 ? <p>{t('discover.map.unplaced', { count: unplaced })}</p> : null}
      </div>
      <MapCardStrip
        ref={stripRef}
        games={placed}
        activeId={activeId}
        onOpen={onOpen}
        onScroll={onStripScroll}
        more={more}
      />
    </div>
  );
}
