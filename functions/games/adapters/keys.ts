import { sameTextKey } from '@shared/rules/text';
import type { GeoPrecision } from '@shared/rules/geo';

// The game items' keys. Index attributes exist only while the game belongs in that index:
// byStatusAndStart and the byGeoCell indexes only while it is upcoming (and, for byGeoCell*, has
// coordinates). Each sorts by `<game_datetime>#<id>`, so a start time is a key condition
// (decision 023); they all sort by the one attribute `gsi2sk`, so a game stores that value once, not
// four times (decision 065: each byte of a game item is billed in every write of it and of its
// copies). Discover reads games through these indexes, so it uses these keys too; reports
// are written here and read by moderation.

const UPCOMING_GAMES = 'GAMES#upcoming';
/**
 * The national list of upcoming games is split into this many partitions by the game's id (decision
 * 047): a game's changes land on one of them, so a busy Saturday's writes spread over all of them,
 * and a reader merges them in start order (a few items from each). Not by day: a launch Saturday
 * would be one partition again, and a sparse year ahead would cost a Query per empty day.
 */
export const UPCOMING_SHARDS = 8;
/** Which part of the national list a game is in: FNV-1a of its id, so it never moves. */
export function upcomingShard(gameId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < gameId.length; i++) hash = Math.imul(hash ^ gameId.charCodeAt(i), 0x01000193) >>> 0;
  return hash % UPCOMING_SHARDS;
}
const ONGOING_GAMES = 'GAMES#ongoing';
const OPEN_REPORTS = 'REPORTS#open';
const geoCell = (cell: string) => `GEO${cell.length}#${cell}`;
/** byGeoCell predates the finer cells, hence its name without a precision (decision 023). */
const GEO_INDEXES: Record<GeoPrecision, { index: string; partition: string; sort: 'gsi2sk' }> = {
  3: { index: 'byGeoCell', partition: 'gsi3pk', sort: 'gsi2sk' },
  4: { index: 'byGeoCell4', partition: 'gsi6pk', sort: 'gsi2sk' },
  5: { index: 'byGeoCell5', partition: 'gsi7pk', sort: 'gsi2sk' },
};
/** Every attribute of the upcoming indexes: a game that stops being upcoming loses them all. */
export const UPCOMING_INDEX_ATTRIBUTES = [
  'gsi2pk',
  'gsi2sk',
  ...Object.values(GEO_INDEXES).map((i) => i.partition),
  'geohash',
] as const;
/** What "the same title" means for the duplicate rule: what a reader sees, case-folded, spaces collapsed. */
export const titleKey = (title: string) => sameTextKey(title);

export const gameKeys = {
  game: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'GAME' }),
  /**
   * The counters every join moves (requests ever made, requests pending), beside the game rather
   * than on it: the game item is copied into every index it is in, so a join that wrote it paid for
   * each copy, and a viral game's joins all landed on one national list (decision 047). In no index.
   */
  gameCounters: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'COUNTERS' }),
  gameByOwner: (hostId: string, gameDatetime: string, gameId: string) => ({
    gsi1pk: `HOST#${hostId}`,
    gsi1sk: `GAME#${gameDatetime}#${gameId}`,
  }),
  ownerGamesPrefix: (hostId: string) => ({ gsi1pk: `HOST#${hostId}`, gsi1skPrefix: 'GAME#' }),
  /** Where a game sits in start order in every upcoming index (and in API cursors). */
  gameStart: (gameDatetime: string, gameId: string) => `${gameDatetime}#${gameId}`,
  upcomingGame: (gameDatetime: string, gameId: string) => ({
    gsi2pk: `${UPCOMING_GAMES}#${upcomingShard(gameId)}`,
    gsi2sk: `${gameDatetime}#${gameId}`,
  }),
  /**
   * Every partition of the national list, each in start order. The single list from before the split
   * is not read: nothing was deployed with it, so reading it would only cost a Query per read.
   */
  upcomingPartitions: () => Array.from({ length: UPCOMING_SHARDS }, (_, shard) => `${UPCOMING_GAMES}#${shard}`),
  /** An ongoing game by its end, so the status sweep finds one whose end passed without a Scan. */
  ongoingGame: (endsAt: string, gameId: string) => ({ gsi2pk: ONGOING_GAMES, gsi2sk: `${endsAt}#${gameId}` }),
  ongoingGames: () => ({ gsi2pk: ONGOING_GAMES }),
  /** The game in its cell of one precision (3, 4 or 5): one index per precision. */
  gameInCell: (cell: string, gameDatetime: string, gameId: string) => {
    const { partition, sort } = GEO_INDEXES[cell.length as GeoPrecision];
    return { [partition]: geoCell(cell), [sort]: `${gameDatetime}#${gameId}` };
  },
  /** The index, key attributes and partition value of a cell, for a query. */
  geoCell: (cell: string) => ({ ...GEO_INDEXES[cell.length as GeoPrecision], value: geoCell(cell) }),
  /** Same host, same day, same title (case and spacing ignored): at most one game holds it. */
  gameTitleMarker: (hostId: string, gameDate: string, title: string) => ({
    pk: `GAMETITLE#${hostId}#${gameDate}#${titleKey(title)}`,
    sk: 'MARKER',
  }),
  gameReport: (gameId: string, userId: string) => ({ pk: `GAME#${gameId}`, sk: `REPORT#${userId}` }),
  openReport: (createdAt: string, gameId: string) => ({ gsi5pk: OPEN_REPORTS, gsi5sk: `${createdAt}#${gameId}` }),
  /** byLookup: every open report, by when it was sent (the admin's moderation list). */
  openReports: () => ({ gsi5pk: OPEN_REPORTS }),
  gameReportsPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'REPORT#' }),
  /** byOwner on a report: the reports one user sent (their data export), newest first. */
  reportByReporter: (userId: string, createdAt: string, gameId: string) => ({
    gsi1pk: `REPORTER#${userId}`,
    gsi1sk: `REPORT#${createdAt}#${gameId}`,
  }),
  reporterReportsPrefix: (userId: string) => ({ gsi1pk: `REPORTER#${userId}`, gsi1skPrefix: 'REPORT#' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const GAME_ITEM_TYPES = {
  game: 'game',
  gameCounters: 'game-counters',
  gameTitleMarker: 'game-title-marker',
  gameReport: 'game-report',
} as const;
