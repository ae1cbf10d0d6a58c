import { discoverCellOf } from '@shared/rules/discover-cell';
import type { LatLng } from '@shared/rules/maps-link';

// The 'near this point' parts of the landing screens' first reads. The screens and the entry's
// early reads (early-requests.ts) build them here, so an early read is byte for byte the request
// the screen will make, and its answer is taken instead of asking again.

/**
 * Discover's GET /api/games query, its point part: the point's cell, so neighbours send the same
 * request and CloudFront answers them from one kept copy (distances are measured on the device:
 * measured-from.ts). Without a point there is no distance to filter on.
 */
export function nearParams(point: LatLng | null, radiusKm: number): URLSearchParams {
  const params = new URLSearchParams();
  if (point) {
    params.set('cell', discoverCellOf(point));
    params.set('radius_km', String(radiusKm));
  }
  return params;
}

/** Home's 'Trending Games': GET /api/games/featured[?lat&lng], near the point to about 100 m. */
export const featuredGamesPath = (point: LatLng | null): `/api/${string}` =>
  point ? `/api/games/featured?lat=${point.lat.toFixed(3)}&lng=${point.lng.toFixed(3)}` : '/api/games/featured';
