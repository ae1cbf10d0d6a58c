import L from 'leaflet';
import type { Game } from '@shared/schemas/game';
import { groupLabel, pinLabel } from '../map-pins';

// Leaflet markers for Discover's map, built as DOM (titles are user input, never HTML text).
// A pin is a rounded label with the sport and the price; a group of overlapping pins is a disc
// with their count. Both are keyboard buttons (Leaflet's `keyboard` option) named by aria-label.

const PIN_SIZE: L.PointTuple = [76, 34];
const GROUP_SIZE: L.PointTuple = [44, 44];

function pinElement(game: Game): HTMLElement {
  const { emoji, price } = pinLabel(game);
  const box = document.createElement('span');
  box.className = 'map-pin-body';
  const sport = document.createElement('span');
  sport.className = 'map-pin-sport';
  sport.setAttribute('aria-hidden', 'true');
  sport.textContent = emoji;
  const cost = document.createElement('span');
  cost.className = 'map-pin-price';
  cost.textContent = price;
  box.append(sport, cost);
  return box;
}

export function gameMarker(game: Game, at: L.LatLngExpression, onTap: () => void): L.Marker {
  const icon = L.divIcon({
    className: 'map-pin',
    html: pinElement(game),
    iconSize: PIN_SIZE,
    // The label's bottom centre (its little tail) stands on the place.
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1] + 6],
  });
  const marker = L.marker(at, { icon, keyboard: true, riseOnHover: true });
  marker.on('click', onTap);
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', `${game.title}, ${pinLabel(game).price}`));
  return marker;
}

export function groupMarker(count: number, at: L.LatLngExpression, onTap: () => void): L.Marker {
  const body = document.createElement('span');
  body.className = 'map-cluster-body';
  body.textContent = String(count);
  const icon = L.divIcon({ className: 'map-cluster', html: body, iconSize: GROUP_SIZE });
  const marker = L.marker(at, { icon, keyboard: true, riseOnHover: true, zIndexOffset: 500 });
  marker.on('click', onTap);
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', groupLabel(count)));
  return marker;
}

/** The player's own position: a dot, not a button. */
export const hereMarker = (at: L.LatLngExpression) =>
  L.circleMarker(at, { radius: 7, color: '#1d4ed8', fillOpacity: 0.9, interactive: false });
