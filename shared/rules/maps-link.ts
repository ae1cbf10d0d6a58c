// The maps link (trimmed) must be a Google Maps link or "lat,lng" coordinates. When it
// carries coordinates, we keep them, so a game's distance from the player can be measured.
export const MAPS_LINK_MESSAGE = 'Please provide a valid Google Maps link or coordinates (lat,lng).';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
// google.com, google.co.in, google.de, maps.google.com…: Google's own domains only, never a
// look-alike such as maps.google.evil.io (the link is shown to players).
const GOOGLE_HOST = /^(?:(?:www|maps)\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/i;

export interface LatLng {
  lat: number;
  lng: number;
}

const valid = ({ lat, lng }: LatLng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export function isValidMapsLink(input: string): boolean {
  const link = input.trim();
  if (!link) return false;
  const coordinates = COORDINATES.exec(link);
  if (coordinates) return valid({ lat: Number(coordinates[1]), lng: Number(coordinates[2]) });
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  const path = `${url.pathname}${url.search}`;
  if (host === 'goo.gl' && url.pathname.startsWith('/maps')) return true;
  if (host === 'maps.app.goo.gl') return true;
  if (!GOOGLE_HOST.test(host)) return false;
  return host.startsWith('maps.') || path.startsWith('/maps');
}

/** Coordinates a link or "lat,lng" text carries, if any (@lat,lng; q=lat,lng; ll=; query=; !3d!4d). */
export function coordinatesFrom(input: string): LatLng | null {
  const link = input.trim();
  const direct = COORDINATES.exec(link);
  if (direct) return check({ lat: Number(direct[1]), lng: Number(direct[2]) });
  const at = /@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/.exec(link);
  if (at) return check({ lat: Number(at[1]), lng: Number(at[2]) });
  const embedded = /!3d(-?\d{1,2}\.\d+)!4d(-?\d{1,3}\.\d+)/.exec(link);
  if (embedded) return check({ lat: Number(embedded[1]), lng: Number(embedded[2]) });
  try {
    const url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
    for (const key of ['q', 'query', 'll', 'destination', 'center']) {
      const value = url.searchParams.get(key);
      const found = value ? COORDINATES.exec(value) : null;
      if (found) return check({ lat: Number(found[1]), lng: Number(found[2]) });
    }
  } catch {
    return null;
  }
  return null;
}

const check = (point: LatLng) => (valid(point) ? point : null);
