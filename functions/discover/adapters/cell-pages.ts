import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GeoPrecision } from '@shared/rules/geo';
import { KEEP_AFTER_CHANGE_MS } from '@functions/platform/dynamo/index-lag';
import type { GameHost, StoredGame } from '@functions/games';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { keptIfPossible } from '@functions/platform/dynamo/best-effort';
import { log } from '@functions/platform/observability/observability';
import { cellsOf, DISCOVER_ITEM_TYPES, discoverKeys } from './keys';
import { gameKeys } from '@functions/games/public-keys';
import { unchangedSince, versionMove } from '@functions/platform/dynamo/kept-version';

// Discover's first page of each geo cell, kept in one item per cell (decision 034). A discover is
// then one BatchGetItem of the cells that cover its circle instead of a Query per cell and a read
// of the hosts. A kept page is the cell's soonest upcoming games as a Query returned them, with
// their hosts: the merge reads it as that Query's first page and goes on live after its last game.
//
// What makes a page stale:
// - a game arriving in, leaving or moving within the cell (create, edit, cancel, delete): those
//   move the cell's version (in their transaction; a create right after its own), so the page stops
//   answering at once;
// - time: games that started are dropped when read, and a page answers for CELL_PAGE_TTL_MS at
//   most, which bounds how old the cards' counts (spots left) and host names in a list may be.
//   Joins are not versioned: a city's joins would keep its large cells from ever being kept.
//   From CELL_PAGE_REFRESH_MS on, one request per container reads the cell again and keeps it
//   while the others are still answered from the page, so no burst of readers pays at once.
//
// A page is stored deflated (binary attributes): a card's JSON repeats the same field names, so
// a 5 km cell's head of 12 games is ~1.5 kB instead of ~10 kB. Every discover reads several
// pages, so this is what it transfers and pays for (read units count bytes, in 4 kB steps), and
// what the SDK has to parse. A container also remembers the pages it last unpacked, by the id
// each keep gives a page, so a page read again unchanged is not inflated and parsed again.

/**
 * Games a kept page holds, by cell size: `head`, about what a default page (20) asks of one cell of
 * that size, read by every discover; `full`, what a page of 100 (the largest) may ask of one, read
 * only by such pages (a second attribute of the item, left out of the others' projection).
 */
export const CELL_PAGE_GAMES: Record<'head' | 'full', Record<GeoPrecision, number>> = {
  head: { 3: 24, 4: 24, 5: 12 },
  full: { 3: 120, 4: 60, 5: 24 },
};
/** How long a kept page answers: the most a list's spots left and host names lag the game page. */
export const CELL_PAGE_TTL_MS = 15_000;
/** When a page is read again (by one request per container, the others still answered from it). */
export const CELL_PAGE_REFRESH_MS = 10_000;
/** Well under DynamoDB's 400 KB item; a page that would not fit keeps fewer games. */
const MAX_PAGE_BYTES = 300_000;
/** Pages a container remembers unpacked (one per cell, the last seen): a bound on its memory. */
const UNPACKED_PAGES = 1_000;

export interface KeptCellPage {
  /** The Query's lower bound (an ISO instant): the page holds every game from it to its last. */
  from: string;
  games: StoredGame[];
  /** The games' host cards; null for a host with no profile (so it is not read again). */
  hosts: Record<string, GameHost | null>;
  /** Nothing followed the last game when it was kept (the Query had no LastEvaluatedKey). */
  complete: boolean;
}

export interface CellPageState {
  version: number;
  changedAt: string | null;
  /** The kept page while it answers (same version, within its time), else null. */
  page: KeptCellPage | null;
  /** The page should be read again: it is getting old, or a large page needs games it lacks. */
  refreshDue: boolean;
}

/**
 * What a kept page is the first page of: a geo cell's partition of upcoming games in start order.
 * The national list (discover and featured without a point) is not kept (decision 047): every game
 * change anywhere made its page stale, so it was read live nearly always, and its version was one
 * item every create in India wrote.
 */
export interface KeptList {
  id: string;
  index: string;
  partition: [name: string, value: string];
  sort: string;
  /** The Query's ExclusiveStartKey to go on after one of its games. */
  after(game: Pick<StoredGame, 'id' | 'game_datetime'>): Record<string, unknown>;
  games: { head: number; full: number };
}

export function cellList(cell: string): KeptList {
  const { index, partition, sort, value } = gameKeys.geoCell(cell);
  const precision = cell.length as GeoPrecision;
  return {
    id: cell,
    index,
    partition: [partition, value],
    sort,
    after: (game) => ({ ...gameKeys.game(game.id), ...gameKeys.gameInCell(cell, game.game_datetime, game.id) }),
    games: { head: CELL_PAGE_GAMES.head[precision], full: CELL_PAGE_GAMES.full[precision] },
  };
}

/** One partition of the national list, read live like a cell past its kept page (never kept). */
export function upcomingList(partition: string): KeptList {
  return {
    id: partition,
    index: 'byStatusAndStart',
    partition: ['gsi2pk', partition],
    sort: 'gsi2sk',
    after: (game) => ({
      ...gameKeys.game(game.id),
      gsi2pk: partition,
      gsi2sk: gameKeys.gameStart(game.game_datetime, game.id),
    }),
    games: { head: 0, full: 0 },
  };
}

/**
 * The version updates for a transaction that adds, removes or moves these games (an edit passes
 * the game before and after): one per cell any of them is in, whatever its status. Only the game's
 * own cells: no item every game change in India writes (decision 047).
 */
export function cellPageMoves(tableName: string, games: Pick<StoredGame, 'latitude' | 'longitude'>[], now: Date) {
  const lists = new Set(games.flatMap(cellsOf));
  return [...lists].map((id) => versionMove(tableName, discoverKeys.cellPage(id), DISCOVER_ITEM_TYPES.cellPage, now));
}

/**
 * The version moves of a new game's cells, written after its transaction committed, as plain writes
 * (half a transaction's write units each). A new game is the one change a page may miss for a
 * moment without misleading anyone: if these writes are lost, the page still expires within
 * CELL_PAGE_TTL_MS, and the game's own page answers at once. Changes that remove or move a game keep
 * the moves in their transaction, so a list never offers a game that is gone or elsewhere.
 */
export async function moveCellPagesAfterCreate(
  db: DynamoDBDocumentClient,
  tableName: string,
  game: Pick<StoredGame, 'id' | 'latitude' | 'longitude'>,
  now: Date,
): Promise<void> {
  await Promise.all(
    cellPageMoves(tableName, [game], now).map(async ({ Update }) => {
      try {
        await db.send(new UpdateCommand(Update));
      } catch (error) {
        // The game is created whatever happens here; its cells' pages age out on their own.
        log.warn('cell page version not moved', { gameId: game.id, cell: Update.Key.pk, error: String(error) });
      }
    }),
  );
}

export function dynamoCellPages(db: DynamoDBDocumentClient, tableName: string) {
  const unpackedPages = new Map<string, { stamp: string; page: KeptCellPage }>();
  /** The item's page, unpacked once per kept page (and projection) in this container. */
  function pageOf(cell: string, item: Record<string, unknown>): KeptCellPage {
    if (typeof item.page_id !== 'string') return unpacked(item);
    const stamp = `${item.page_id}${item.page_rest instanceof Uint8Array ? '+rest' : ''}`;
    const known = unpackedPages.get(cell);
    if (known?.stamp === stamp) return known.page;
    const page = unpacked(item);
    unpackedPages.delete(cell);
    if (unpackedPages.size >= UNPACKED_PAGES) unpackedPages.delete(unpackedPages.keys().next().value!);
    unpackedPages.set(cell, { stamp, page });
    return page;
  }

  return {
    /**
     * Each list's version and, where it still answers at `now`, its kept page: one BatchGetItem.
     * `full`: with the games after the head (only a large page needs them).
     */
    async read(lists: KeptList[], now: number, full: boolean): Promise<Map<string, CellPageState>> {
      const ids = lists.map((list) => list.id);
      const projection = [
        'pk',
        'version',
        'page_version',
        'kept_at',
        'changed_at',
        'page',
        'page_id',
        ...(full ? ['page_rest'] : []),
      ];
      const items = await batchGetItems(db, { tableName, keys: ids.map(discoverKeys.cellPage), projection });
      const byPk = new Map(items.map((item) => [item.pk, item]));
      return new Map(
        ids.map((cell) => {
          const item = byPk.get(discoverKeys.cellPage(cell).pk);
          const version = Number(item?.version ?? 0);
          const keptAt = typeof item?.kept_at === 'string' ? Date.parse(item.kept_at) : Number.NaN;
          const answers =
            item?.page instanceof Uint8Array &&
            Number(item.page_version) === version &&
            keptAt <= now &&
            now - keptAt < CELL_PAGE_TTL_MS;
          const page = answers ? pageOf(cell, item!) : null;
          // A head kept without the games after it (by a default page) can't serve a page of 100.
          const lacksRest = full && !!page && !page.complete && !(item!.page_rest instanceof Uint8Array);
          return [
            cell,
            {
              version,
              changedAt: typeof item?.changed_at === 'string' ? item.changed_at : null,
              page,
              refreshDue: !!page && (now - keptAt >= CELL_PAGE_REFRESH_MS || lacksRest),
            },
          ];
        }),
      );
    },

    /**
     * Keeps a page read live at `now`, unless a change moved the version since `state` was read (the
     * page may miss it) or one landed too recently for the indexes to show it (decision 032).
     */
    async keep(list: KeptList, state: CellPageState, page: KeptCellPage, now: number): Promise<boolean> {
      if (state.changedAt && now - Date.parse(state.changedAt) < KEEP_AFTER_CHANGE_MS) return false;
      const { head, rest } = packed(fitted(page), list.games.head);
      // Best effort: a page not kept (throttled, conflicted) costs the next reader a live read, not this one its answer.
      return keptIfPossible(`cell page ${list.id}`, () =>
        writtenIf(() =>
          db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: discoverKeys.cellPage(list.id),
              UpdateExpression: `SET #type = :type, page = :page, page_id = :id, page_version = :version, kept_at = :at${rest ? ', page_rest = :rest' : ' REMOVE page_rest'}`,
              ConditionExpression: unchangedSince(state.version),
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: {
                ':type': DISCOVER_ITEM_TYPES.cellPage,
                ':page': head,
                ':id': randomUUID(),
                ':version': state.version,
                ':at': new Date(now).toISOString(),
                ...(rest ? { ':rest': rest } : {}),
              },
            }),
          ),
        ),
      );
    },
  };
}

/** The page with its latest games left out (it is then no longer complete) until it fits. */
function fitted(page: KeptCellPage): KeptCellPage {
  let games = page.games;
  while (Buffer.byteLength(JSON.stringify(games)) > MAX_PAGE_BYTES && games.length > 0)
    games = games.slice(0, Math.floor(games.length / 2));
  return games === page.games ? page : { ...page, games, complete: false };
}

/** A page as stored: its JSON, deflated. */
export const packedPage = (page: KeptCellPage): Uint8Array => deflateRawSync(JSON.stringify(page));
/** A page as stored, read back. */
export const unpackedPage = (bytes: Uint8Array): KeptCellPage =>
  JSON.parse(inflateRawSync(bytes).toString('utf8')) as KeptCellPage;

/** The page as the item's two attributes: the head (a page of its own) and the games after it. */
function packed(page: KeptCellPage, headSize: number): { head: Uint8Array; rest?: Uint8Array } {
  const part = (games: StoredGame[], complete: boolean): KeptCellPage => ({
    from: page.from,
    games,
    hosts: Object.fromEntries(games.map((game) => [game.host_id, page.hosts[game.host_id] ?? null])),
    complete,
  });
  const head = page.games.slice(0, headSize);
  const rest = page.games.slice(headSize);
  return {
    head: packedPage(part(head, page.complete && rest.length === 0)),
    rest: rest.length ? packedPage(part(rest, page.complete)) : undefined,
  };
}

/** The kept page of an item: its head, and the games after it when they were read. */
function unpacked(item: Record<string, unknown>): KeptCellPage {
  const head = unpackedPage(item.page as Uint8Array);
  if (!(item.page_rest instanceof Uint8Array)) return head;
  const rest = unpackedPage(item.page_rest);
  return {
    from: head.from,
    games: [...head.games, ...rest.games],
    hosts: { ...head.hosts, ...rest.hosts },
    complete: rest.complete,
  };
}
