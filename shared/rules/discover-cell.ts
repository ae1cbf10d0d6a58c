import { cellBounds, distanceKm, geohash } from './geo';
import type { LatLng } from './maps-link';

// Discover near a point asked by its cell: neighbours in one ~1.2 × 0.6 km geohash cell send the
// same request, so CloudFront can answer them from one kept copy for a few seconds. The server reads
// around the cell's centre, far enough that no game within the radius of any point in the cell is
// left out; the exact distance (and the radius's exact edge) is the client's to apply from its own
// point, which never leaves the device in that request.

/** Geohash length of a discover cell (~1.2 km × 0.6 km at India's latitudes). */
export const DISCOVER_CELL_PRECISION = 6;
const CELL = new RegExp(`^[0-9b-hjkmnp-z]{${DISCOVER_CELL_PRECISION}}$`);

export const isDiscoverCell = (text: string) => CELL.test(text);
export const DISCOVER_CELL_MESSAGE = `A cell is ${DISCOVER_CELL_PRECISION} geohash letters`;

/** The discover cell a point is in. */
export const discoverCellOf = (point: LatLng) => geohash(point, DISCOVER_CELL_PRECISION);

/**
 * Where the server reads from for a cell and how far: the cell's centre, and the radius plus the
 * centre's distance to the cell's farthest corner (every point of the cell is that close or closer).
 */
export function cellReach(cell: string, radiusKm: number): { centre: LatLng; radiusKm: number } {
  const { south, north, west, east } = cellBounds(cell);
  const centre = { lat: (south + north) / 2, lng: (west + east) / 2 };
  const corners = [
    { lat: south, lng: west },
    { lat: south, lng: east },
    { lat: north, lng: west },
    { lat: north, lng: east },
  ];
  return { centre, radiusKm: radiusKm + Math.max(...corners.map((corner) => distanceKm(centre, corner))) };
}
