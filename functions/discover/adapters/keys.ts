import { GEO_PRECISIONS, geohash } from '@shared/rules/geo';
import type { StoredGame } from '@functions/games';

// Discover's own items: the kept first pages of the upcoming list and of each geo cell. The games
// themselves are read by the game items' index keys (games/adapters/keys.ts).

export const discoverKeys = {
  /** Discover's first page of one geo cell, kept between changes to its games (decision 034). */
  cellPage: (cell: string) => ({ pk: `CELLPAGE#${cell}`, sk: 'PAGE' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const DISCOVER_ITEM_TYPES = {
  cellPage: 'cell-page',
} as const;

/**
 * The cells a game is indexed under, at every precision (none without coordinates). Key material:
 * the game items carry a key per cell, and each cell has its kept page.
 */
export function cellsOf(game: Pick<StoredGame, 'latitude' | 'longitude'>): string[] {
  if (game.latitude == null || game.longitude == null) return [];
  const point = { lat: game.latitude, lng: game.longitude };
  return GEO_PRECISIONS.map((precision) => geohash(point, precision));
}
