// A static map preview from plain tiles (no map library): which tiles of a slippy-map server
// cover a box centred on a point, and where each one sits. Web Mercator, 256-px tiles.
export const TILE_SIZE = 256;

export interface PlacedTile {
  url: string;
  /** Offset of the tile's top-left corner from the box's centre, in CSS pixels. */
  left: number;
  top: number;
}

/** `template` is a Leaflet URL template ({s}, {z}, {x}, {y}, optional {r}). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}

export function tilesAround(
  point: { lat: number; lng: number },
  zoom: number,
  box: { width: number; height: number },
  template: string,
): PlacedTile[] {
  const n = 2 ** zoom;
  const lat = (Math.max(-85, Math.min(85, point.lat)) * Math.PI) / 180;
  const x = ((point.lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n;
  const halfW = box.width / 2;
  const halfH = box.height / 2;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(y - halfH / TILE_SIZE); ty <= Math.floor(y + halfH / TILE_SIZE); ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(x - halfW / TILE_SIZE); tx <= Math.floor(x + halfW / TILE_SIZE); tx++) {
      const wrapped = ((tx % n) + n) % n;
      tiles.push({
        url: tileUrl(template, zoom, wrapped, ty),
        left: Math.round((tx - x) * TILE_SIZE),
        top: Math.round((ty - y) * TILE_SIZE),
      });
    }
  }
  return tiles;
}
