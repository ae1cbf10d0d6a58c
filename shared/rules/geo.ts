import type { LatLng } from './maps-link';

// Real distances (a random 1-26 km, as the first version showed, tells a player nothing) and the geohash cells the
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

/** The cell sizes games are indexed under: ~156 km, ~39 × 20 km and ~4.9 km wide (docs/decisions/016). */
export const GEO_PRECISIONS = [3, 4, 5] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

/**
 * The most cells one read may cover. Each cell is one Query (a round trip, and an item read ahead
 * of the answer), so fewer, larger cells trade reads of games outside the radius for round trips.
 */
export const MAX_COVER_CELLS = 24;

export interface CellCover {
  precision: GeoPrecision;
  cells: string[];
}

interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The rectangle a geohash names. */
export function cellBounds(hash: string): Bounds {
  const lat = [-90, 90];
  const lng = [-180, 180];
  let even = true;
  for (const char of hash) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const range = even ? lng : lat;
      const mid = (range[0]! + range[1]!) / 2;
      if ((value >> bit) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return { south: lat[0]!, north: lat[1]!, west: lng[0]!, east: lng[1]! };
}

/** Degrees of latitude and longitude one cell of this precision spans. */
function cellSpan(precision: number) {
  const bits = 5 * precision;
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) };
}

/** Distance from a point to the nearest point of a cell (0 inside it). */
function distanceToCellKm(point: LatLng, cell: Bounds): number {
  const lat = Math.min(cell.north, Math.max(cell.south, point.lat));
  // The nearest longitude, going round the antimeridian when that is shorter.
  let lng = point.lng;
  if (lng < cell.west || lng > cell.east) {
    const gap = (edge: number) => Math.abs(((point.lng - edge + 540) % 360) - 180);
    lng = gap(cell.west) <= gap(cell.east) ? cell.west : cell.east;
  }
  return distanceKm(point, { lat, lng });
}

/**
 * Every cell of `precision` that holds some point within `radiusKm` of `center`: the cells of the
 * bounding box, walked one cell at a time, kept when their rectangle reaches into the circle.
 */
export function cellsCovering(center: LatLng, radiusKm: number, precision: number): string[] {
  const span = cellSpan(precision);
  const latDelta = radiusKm / 111.2 + 1e-9;
  const south = Math.max(-90, center.lat - latDelta);
  const north = Math.min(90, center.lat + latDelta);
  // The widest the circle gets in longitude is at the latitude furthest from the equator.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const lngDelta = widest >= 89.9 ? 180 : Math.min(180, radiusKm / (111.2 * Math.cos(toRadians(widest))) + 1e-9);
  const cells = new Set<string>();
  const rows = Math.ceil((north - south) / span.lat) + 1;
  const columns = Math.min(Math.ceil((2 * lngDelta) / span.lng) + 1, Math.round(360 / span.lng));
  for (let row = 0; row <= rows; row++) {
    const lat = Math.min(north, south + row * span.lat);
    for (let column = 0; column <= columns; column++) {
      const lng = ((Math.min(center.lng + lngDelta, center.lng - lngDelta + column * span.lng) + 540) % 360) - 180;
      const hash = geohash({ lat, lng }, precision);
      if (!cells.has(hash) && distanceToCellKm(center, cellBounds(hash)) <= radiusKm) cells.add(hash);
    }
  }
  return [...cells];
}

/**
 * What one more cell costs next to one more item read: a Query is a round trip (and, in
 * DynamoDB, a minimum charge), so ~8 items' worth. Measured on DynamoDB Local (decision 023).
 */
export const CELL_COST_IN_ITEMS = 8;
/** The page the cost is weighed for: discover's default page of 20. */
const TYPICAL_PAGE = 20;

/**
 * The indexed cell size that reads the least for a page of games near `center`: each cell costs a
 * round trip, and games in the cells but outside the circle are read and dropped (as many, for
 * evenly spread games, as the cells' area beyond the circle's). A few kilometres read ~5 km cells,
 * tens of kilometres ~39 × 20 km cells, beyond that ~156 km cells; never more than MAX_COVER_CELLS.
 */
export function coverFor(center: LatLng, radiusKm: number): CellCover {
  const circleArea = Math.PI * radiusKm * radiusKm;
  let best: (CellCover & { cost: number }) | null = null;
  for (const precision of GEO_PRECISIONS) {
    // Walking the cells of a size that can't cover the circle in MAX_COVER_CELLS (50 km in ~5 km
    // cells: hundreds) would cost more than the rest of a discover request: skip it unwalked.
    if (
      precision !== GEO_PRECISIONS[0] &&
      circleArea / largestCellAreaKm2(center, radiusKm, precision) > MAX_COVER_CELLS
    )
      continue;
    const cells = cellsCovering(center, radiusKm, precision);
    if (cells.length > MAX_COVER_CELLS && precision !== GEO_PRECISIONS[0]) continue;
    const area = cells.reduce((sum, cell) => sum + cellAreaKm2(cellBounds(cell)), 0);
    const cost = cells.length * CELL_COST_IN_ITEMS + (area / circleArea) * TYPICAL_PAGE;
    if (!best || cost < best.cost) best = { precision, cells, cost };
  }
  return { precision: best!.precision, cells: best!.cells };
}

/** The area of the largest cell of this size within reach (cells shrink away from the equator). */
function largestCellAreaKm2(center: LatLng, radiusKm: number, precision: number): number {
  const span = cellSpan(precision);
  const nearestEquator = Math.max(0, Math.abs(center.lat) - radiusKm / 111.2);
  return span.lat * 111.2 * span.lng * 111.2 * Math.cos(toRadians(nearestEquator));
}

function cellAreaKm2(cell: Bounds): number {
  const height = (cell.north - cell.south) * 111.2;
  const width = (cell.east - cell.west) * 111.2 * Math.cos(toRadians((cell.north + cell.south) / 2));
  return height * width;
}
