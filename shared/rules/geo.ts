import type { LatLng } from './maps-link';

// Real distances (design §3: the spec's random distance is a defect) and the geohash cells the
// discover query reads.
const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export function geohash({ lat, lng }: LatLng, precision: number): string {
  const latRange = [-90, 90];
  const lngRange = [-180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    const range = even ? lngRange : latRange;
    const coordinate = even ? lng : lat;
    const mid = (range[0]! + range[1]!) / 2;
    value <<= 1;
    if (coordinate >= mid) {
      value |= 1;
      range[0] = mid;
    } else range[1] = mid;
    even = !even;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/**
 * Discover reads games by cell. Precision 3 cells are ~156 × 156 km at the equator (narrower in
 * longitude further north), so the cell of the player and its ring of neighbours cover any
 * radius up to the 100 km maximum of the distance filter.
 */
export const DISCOVER_CELL_PRECISION = 3;

/** The cells whose games can lie within `radiusKm` of `center`: sampled on a grid over the box. */
export function cellsCovering(center: LatLng, radiusKm: number, precision = DISCOVER_CELL_PRECISION): string[] {
  const latDelta = radiusKm / 111.32;
  const lngDelta = radiusKm / (111.32 * Math.max(0.01, Math.cos(toRadians(center.lat))));
  const cells = new Set<string>();
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const lat = Math.max(-90, Math.min(90, center.lat - latDelta + (2 * latDelta * i) / steps));
      const lng = ((center.lng - lngDelta + (2 * lngDelta * j) / steps + 540) % 360) - 180;
      cells.add(geohash({ lat, lng }, precision));
    }
  }
  return [...cells];
}
