// Where the Directions button and the acceptance e-mail send a player: Google Maps' directions
// from wherever they are. Coordinates are exact; without them the host's maps link (it already
// names the place) and, last, the venue text as a search.
import { coordinatesFrom, isValidMapsLink } from './maps-link';

export interface DirectionsGame {
  location: string;
  maps_link?: string | null;
  latitude: number | null;
  longitude: number | null;
}

const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

export function gamePoint(game: DirectionsGame): { lat: number; lng: number } | null {
  if (game.latitude != null && game.longitude != null) return { lat: game.latitude, lng: game.longitude };
  return game.maps_link ? coordinatesFrom(game.maps_link) : null;
}

export function directionsUrl(game: DirectionsGame): string {
  const point = gamePoint(game);
  if (point) return `${DIRECTIONS}${encodeURIComponent(`${point.lat},${point.lng}`)}`;
  const link = game.maps_link?.trim();
  if (link && isValidMapsLink(link)) return /^https?:\/\//i.test(link) ? link : `https://${link}`;
  return `${DIRECTIONS}${encodeURIComponent(game.location)}`;
}
