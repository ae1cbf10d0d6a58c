import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CellCover } from '@shared/rules/geo';
import { firstPageSize, mergeSortedPages, type SortedSource } from '../merge-sorted-pages';
import type { GameHost, GameListQuery, GamePage, GameWindow, StoredGame } from '@functions/games';
import type { GameListing } from '../ports';
import { gamesBehind, toGame, UPCOMING_CHOICE_FIELDS } from '@functions/games/public-items';
import { gameKeys } from '@functions/games/public-keys';
import { queryItems, type Filter } from '@functions/platform/dynamo/query';
import { batchGetProfiles } from '@functions/accounts/public-storage';
import {
  cellList,
  dynamoCellPages,
  upcomingList,
  type CellPageState,
  type KeptCellPage,
  type KeptList,
} from './cell-pages';

// Discover's read of the upcoming games: the national list's partitions, read live, or the geo cells
// that cover a circle, each read from its kept first page when it answers and live after it; merged
// in start order, with the hosts' cards. The game repository offers these reads as its own.
// The indexes carry only what a list chooses games by (UPCOMING_CHOICE_FIELDS): games read live are
// chosen from those entries and the ones a page keeps are then read whole in one BatchGetItem.

const startOf = (game: Pick<StoredGame, 'game_datetime' | 'id'>) => gameKeys.gameStart(game.game_datetime, game.id);

export function dynamoGameListing(db: DynamoDBDocumentClient, tableName: string): GameListing {
  const cellPages = dynamoCellPages(db, tableName);
  /** Cell pages being read again in this container, by cell and version. */
  const refreshing = new Map<string, Promise<KeptCellPage>>();
  /** Games mapped from index entries: what they were chosen by, not yet what they show. */
  const chosenOnly = new WeakSet<StoredGame>();
  const fromEntry = (item: Record<string, unknown>) => {
    const game = toGame(item);
    chosenOnly.add(game);
    return game;
  };
  const choiceQuery = { projection: [...UPCOMING_CHOICE_FIELDS], map: fromEntry };

  /**
   * A list (a cell's or all upcoming games) as a source for the merge: start order from the later
   * of the window's start and the cursor (past games are skipped by the key condition, never
   * read), sport and skill as a filter, read a page at a time. `resume`: the game to go on after
   * (a kept page's last), instead of the window's start.
   */
  function liveSource(list: KeptList, query: GameListQuery, resume?: StoredGame): SortedSource<StoredGame> {
    const from = lowerBound(query);
    const sort = query.window.to ? { between: [from, query.window.to] as [string, string] } : { from };
    let cursor: Record<string, unknown> | undefined = resume && list.after(resume);
    // A cursor from past the window's end (another date filter) leaves nothing to read: BETWEEN would refuse it.
    const empty = query.window.to !== undefined && from > query.window.to;
    const after = query.after ? startOf(query.after) : undefined;
    return {
      async next(size) {
        if (empty) return { items: [], done: true, read: 0 };
        const page = await queryItems(db, {
          tableName,
          index: list.index,
          key: { partition: list.partition, sort: [list.sort, sort] },
          filter: windowFilter(query.window),
          limit: size,
          cursor,
          ...choiceQuery,
          // The cursor's own game is read again (the key condition includes its start): skip it.
          keep: after ? (game) => startOf(game) !== after : undefined,
        });
        cursor = page.cursor;
        return { items: page.items, done: !cursor, read: page.read };
      },
    };
  }

  /**
   * A list as a source for the merge (decision 034): its kept page when it answers; else, for a
   * plain first page (no cursor, date or filter), its first Query page read live and kept for the
   * next readers; else read live as before.
   */
  function keptListSource(
    list: KeptList,
    state: CellPageState,
    query: GameListQuery,
    found: CellReading,
  ): SortedSource<StoredGame> {
    const live = (after?: StoredGame) => liveSource(list, query, after);
    const plain =
      !query.after && !query.window.to && !query.window.sport && !query.window.skill_level && !query.window.free;
    // A page answers unless it is due and this request may read it again (one per container does).
    if (state.page && !(plain && state.refreshDue && !refreshing.has(flightOf(list, state)))) {
      Object.assign(found.hosts, state.page.hosts);
      return keptSource(state.page, query, live);
    }
    if (!plain) return live();
    let source: SortedSource<StoredGame> | undefined;
    return {
      async next(size) {
        if (!source) {
          const page = await refreshedPage(list, state, query, size, found);
          Object.assign(found.hosts, page.hosts);
          source = keptSource(page, query, live);
        }
        return source.next(size);
      },
    };
  }

  /**
   * The list's first page read live and kept. Requests that find the same version being read in
   * this container wait for that read instead of making their own (one reader, not a burst).
   */
  function refreshedPage(
    list: KeptList,
    state: CellPageState,
    query: GameListQuery,
    size: number,
    found: CellReading,
  ): Promise<KeptCellPage> {
    const flight = flightOf(list, state);
    const pending = refreshing.get(flight);
    if (pending) return pending;
    const reading = (async () => {
      const first = await queryItems(db, {
        tableName,
        index: list.index,
        key: { partition: list.partition, sort: [list.sort, { from: query.window.from }] },
        limit: Math.max(size, list.games[found.full ? 'full' : 'head']),
        maxPages: 1,
        ...choiceQuery,
      });
      // A kept page answers whole games to every reader for its seconds: read them once here.
      const games = await gamesBehind(db, tableName, first.items);
      found.read += first.read + games.length;
      const ids = [...new Set(games.map((game) => game.host_id))];
      const cards = await hostCards(ids);
      const hosts = Object.fromEntries(ids.map((id) => [id, cards.get(id) ?? null]));
      const page: KeptCellPage = { from: query.window.from, games, hosts, complete: !first.cursor };
      await cellPages.keep(list, state, page, found.now);
      return page;
    })().finally(() => refreshing.delete(flight));
    refreshing.set(flight, reading);
    return reading;
  }

  /** The lists' pages (lists of one kind: one cell size, or the upcoming list) read in one BatchGetItem, merged in start order. */
  async function fromKeptLists(lists: KeptList[], query: GameListQuery): Promise<GamePage> {
    const now = Date.now();
    // The games after each page's head only when the merge's first ask of a list goes past it.
    const full = firstPageSize(query.limit, lists.length) > lists[0]!.games.head;
    const states = await cellPages.read(lists, now, full);
    // The page items count as read, one each, like any item whatever it holds.
    const found: CellReading = { hosts: {}, read: lists.length, now, full };
    const page = await merged(
      lists.map((list) => keptListSource(list, states.get(list.id)!, query, found)),
      query,
    );
    return { ...page, read: page.read + found.read, hosts: new Map(Object.entries(found.hosts)) };
  }

  async function hostCards(userIds: string[]): Promise<Map<string, GameHost>> {
    const ids = [...new Set(userIds)];
    const profiles = ids.length ? await batchGetProfiles(db, tableName, ids) : new Map();
    return new Map(
      [...profiles].map(([id, profile]) => [id, { id, name: profile.name, profile_pic: profile.profile_pic }]),
    );
  }

  async function merged(sources: SortedSource<StoredGame>[], query: GameListQuery): Promise<GamePage> {
    const page = await mergeSortedPages(sources, { limit: query.limit, keyOf: startOf, keep: query.accept });
    const lastGame = page.last ? page.items.find((game) => startOf(game) === page.last) : undefined;
    const { games, read } = await shown(page.items, query);
    return { games, next: page.last ? positionOf(page.last, lastGame) : null, read: page.read + read };
  }

  /**
   * The page's games whole: those chosen from index entries read from the table (one BatchGetItem),
   * checked again as read (a game cancelled or moved since its entry was read is left out).
   */
  async function shown(games: StoredGame[], query: GameListQuery): Promise<{ games: StoredGame[]; read: number }> {
    const chosen = games.filter((game) => chosenOnly.has(game));
    if (!chosen.length) return { games, read: 0 };
    const whole = new Map((await gamesBehind(db, tableName, chosen)).map((game) => [game.id, game]));
    return {
      games: games.flatMap((game) => {
        if (!chosenOnly.has(game)) return [game];
        const read = whole.get(game.id);
        return read && query.accept(read) ? [read] : [];
      }),
      read: chosen.length,
    };
  }

  return {
    // The national list's partitions (decision 047), read live and merged in start order.
    upcoming: async (query) => {
      const page = await merged(
        gameKeys.upcomingPartitions().map((partition) => liveSource(upcomingList(partition), query)),
        query,
      );
      return { ...page, hosts: new Map() };
    },
    near: (cover: CellCover, query) => fromKeptLists(cover.cells.map(cellList), query),
    hosts: hostCards,
  };
}

/** Sport, skill and a free entry: attributes no key holds, so a filter (what it skips is still read). */
function windowFilter(window: GameWindow): Filter | undefined {
  const terms: string[] = [];
  const values: Record<string, unknown> = {};
  if (window.sport) {
    terms.push('sport = :sport');
    values[':sport'] = window.sport;
  }
  if (window.skill_level) {
    terms.push('skill_level = :skill');
    values[':skill'] = window.skill_level;
  }
  if (window.free) {
    terms.push('price = :free');
    values[':free'] = 0;
  }
  return terms.length ? { expression: terms.join(' AND '), values } : undefined;
}

/** A list's page being read again, by version: a reader never waits on a read of an older one. */
const flightOf = (list: KeptList, state: CellPageState) => `${list.id}@${state.version}`;

/** Where a source starts reading: the later of the window's start and the cursor's game. */
function lowerBound(query: GameListQuery): string {
  const after = query.after ? startOf(query.after) : undefined;
  return after && after > query.window.from ? after : query.window.from;
}

/** What reading the lists' pages found beside the merge: hosts of kept pages, reads. */
interface CellReading {
  hosts: Record<string, GameHost | null>;
  read: number;
  now: number;
  /** The merge's first ask of a list goes past a page's head (a page of 100). */
  full: boolean;
}

/**
 * A kept page read as its Query would have answered this query: the games in the window (what the
 * key condition and filter would pass), then live after its last game unless it held the cell's
 * last. A page from after the window's start can't say what came before: read live.
 */
function keptSource(
  page: KeptCellPage,
  query: GameListQuery,
  live: (after?: StoredGame) => SortedSource<StoredGame>,
): SortedSource<StoredGame> {
  const from = lowerBound(query);
  if (from < page.from) return live();
  const { to, sport, skill_level, free } = query.window;
  const after = query.after ? startOf(query.after) : undefined;
  const games = page.games.filter(
    (game) =>
      startOf(game) >= from &&
      (!to || startOf(game) <= to) &&
      startOf(game) !== after &&
      (!sport || game.sport === sport) &&
      (!skill_level || game.skill_level === skill_level) &&
      (!free || game.price === 0),
  );
  const last = page.games.at(-1);
  // After the page: nothing when it held the cell's last game or reached past the window.
  let rest: SortedSource<StoredGame> | null;
  if (page.complete) rest = null;
  else if (!last || startOf(last) < from) rest = live();
  else rest = to && startOf(last) > to ? null : live(last);
  let at = 0;
  return {
    async next(size) {
      if (at < games.length) {
        const items = games.slice(at, at + size);
        at += items.length;
        return { items, done: at >= games.length && !rest, read: 0 };
      }
      return rest ? rest.next(size) : { items: [], done: true, read: 0 };
    },
  };
}

/** Where the next page starts: the last game considered (kept or not). */
function positionOf(start: string, game: StoredGame | undefined): GamePage['next'] {
  if (game) return { game_datetime: game.game_datetime, id: game.id };
  const cut = start.indexOf('#');
  return { game_datetime: start.slice(0, cut), id: start.slice(cut + 1) };
}
