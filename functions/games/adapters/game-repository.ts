import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { geohash, type CellCover } from '@shared/rules/geo';
import { GAME_DURATION, gameEndsAt } from '@shared/rules/game-time';
import { firstPageSize, mergeSortedPages, type SortedSource } from '@functions/discover/merge-sorted-pages';
import type { GameHost, GameListQuery, GamePage, GameRepository, GameWindow, StoredGame } from '@functions/games/ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { GAME_ITEM_TYPES, UPCOMING_INDEX_ATTRIBUTES, gameKeys } from './keys';
import { joinKeys } from '@functions/joins/adapters/keys';
import { queryItems, type Filter } from '@functions/platform/dynamo/query';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { batchGetProfiles } from '@functions/accounts/adapters/profile-repository';
import { COMMUNITY_GAME_ATTRIBUTES, communityGameAttributes } from '@functions/communities/adapters/community-games';
import { transactWrite, type TransactItems } from '@functions/platform/dynamo/transact';
import { hostTotalsAdd } from '@functions/hosting/adapters/host-totals';
import {
  cellList,
  cellPageMoves,
  cellsOf,
  dynamoCellPages,
  UPCOMING_LIST,
  type CellPageState,
  type KeptCellPage,
  type KeptList,
} from '@functions/discover/adapters/cell-pages';

// Games in the one table (design §3, contract of issue 4). The item holds the spec's field names;
// the index attributes say which queries find it: byOwner always, byStatusAndStart while upcoming,
// the byGeoCell indexes (one per cell size, decision 023) while upcoming with coordinates. Every
// invariant is a condition in the same write.

/** Join requests (issue 5) must add 1 to this attribute in their own transaction: see decision 010. */
export const JOIN_REQUESTS_ATTRIBUTE = 'join_requests';
const DAY_SECONDS = 24 * 60 * 60;

const FIELDS = [
  'id',
  'host_id',
  'title',
  'sport',
  'custom_sport',
  'description',
  'location',
  'maps_link',
  'latitude',
  'longitude',
  'game_datetime',
  'game_date',
  'game_time',
  'duration_minutes',
  'ends_at',
  'max_players',
  'current_players',
  'price',
  'status',
  'skill_level',
  'cover_image',
  'cancellation_policy',
  'equipment_provided',
  'payment_instructions',
  'host_upi_id',
  'platform_fee_type',
  'platform_fee_amount',
  'community_id',
  'created_at',
  'updated_at',
  'questions',
] as const satisfies readonly (keyof StoredGame)[];

/** What the host may change; everything else (players, status, owner) has its own write. */
const EDITABLE = FIELDS.filter((f) => !['id', 'host_id', 'current_players', 'status', 'created_at'].includes(f));
const INDEX_ATTRIBUTES = ['gsi1pk', 'gsi1sk', ...UPCOMING_INDEX_ATTRIBUTES] as const;

export const toGame = (item: Record<string, unknown>): StoredGame => {
  const game = Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as unknown as StoredGame;
  // Games stored before durations existed (issue 12) read as the default length.
  const duration = Number(item.duration_minutes ?? GAME_DURATION.default);
  return {
    ...game,
    questions: (item.questions as StoredGame['questions']) ?? [],
    current_players: Number(item.current_players ?? 0),
    duration_minutes: duration,
    ends_at: game.ends_at ?? gameEndsAt(game.game_datetime, duration),
  };
};

/** The index attributes a game has in its current state (absent ones must be removed). */
function indexAttributes(game: StoredGame): Partial<Record<(typeof INDEX_ATTRIBUTES)[number], string>> {
  const attributes: Partial<Record<(typeof INDEX_ATTRIBUTES)[number], string>> = gameKeys.gameByOwner(
    game.host_id,
    game.game_datetime,
    game.id,
  );
  if (game.status !== 'upcoming') return attributes;
  Object.assign(attributes, gameKeys.upcomingGame(game.game_datetime, game.id));
  for (const cell of cellsOf(game)) Object.assign(attributes, gameKeys.gameInCell(cell, game.game_datetime, game.id));
  if (game.latitude != null && game.longitude != null)
    attributes.geohash = geohash({ lat: game.latitude, lng: game.longitude }, 9);
  return attributes;
}

/**
 * Writes the index attributes a stored game should have, for games saved before an index existed
 * (the `npm run reindex` backfill). Only if the game is unchanged since it was read: a change in
 * between wrote its own (current) attributes. Changes no data, so it records no event.
 */
export async function reindexGameItem(
  db: DynamoDBDocumentClient,
  tableName: string,
  item: Record<string, unknown>,
): Promise<'reindexed' | 'unchanged' | 'changed'> {
  const game = toGame(item);
  const attributes = indexAttributes(game);
  const removes = INDEX_ATTRIBUTES.filter((name) => !(name in attributes) && item[name] !== undefined);
  const sets = Object.entries(attributes).filter(([name, value]) => item[name] !== value);
  if (!sets.length && !removes.length) return 'unchanged';
  const names = Object.fromEntries(sets.map(([name], i) => [`#a${i}`, name]));
  const values = Object.fromEntries(sets.map(([, value], i) => [`:a${i}`, value]));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKeys.game(game.id),
        UpdateExpression: [
          sets.length ? `SET ${sets.map((_, i) => `#a${i} = :a${i}`).join(', ')}` : '',
          removes.length ? `REMOVE ${removes.join(', ')}` : '',
        ]
          .join(' ')
          .trim(),
        ConditionExpression: 'attribute_exists(pk) AND #status = :status AND updated_at = :updated',
        ExpressionAttributeNames: { ...names, '#status': 'status' },
        ExpressionAttributeValues: { ...values, ':status': game.status, ':updated': item.updated_at },
      }),
    );
    return 'reindexed';
  } catch (error) {
    if (isConditionFailure(error)) return 'changed';
    throw error;
  }
}

/** A new game's item with the keys of every index it belongs in (the bench seeds with it too). */
export const newGameItem = (game: StoredGame) => ({
  ...gameKeys.game(game.id),
  type: GAME_ITEM_TYPES.game,
  ...game,
  ...indexAttributes(game),
  ...communityGameAttributes(game),
  [JOIN_REQUESTS_ATTRIBUTE]: 0,
});

const startOf = (game: Pick<StoredGame, 'game_datetime' | 'id'>) => gameKeys.gameStart(game.game_datetime, game.id);

/**
 * A host's games by start, newest first (byOwner): the dashboard's list and GET /api/host/games
 * share it. `filter`: e.g. only played games; `maxPages` bounds what a filter may skip.
 */
export async function hostGamesPage<T>(
  db: DynamoDBDocumentClient,
  tableName: string,
  hostId: string,
  options: {
    limit?: number;
    maxPages: number;
    filter?: Filter;
    startedBefore?: string;
    projection?: string[];
    map: (item: Record<string, unknown>) => T;
  },
) {
  const { gsi1pk, gsi1skPrefix } = gameKeys.ownerGamesPrefix(hostId);
  // Games that started before an instant: a key condition, so games still to come are never read.
  const sort = options.startedBefore
    ? { between: [gsi1skPrefix, `${gsi1skPrefix}${options.startedBefore}`] as [string, string] }
    : { beginsWith: gsi1skPrefix };
  return queryItems(db, {
    tableName,
    index: 'byOwner',
    key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', sort] },
    descending: true,
    limit: options.limit,
    maxPages: options.maxPages,
    filter: options.filter,
    projection: options.projection,
    map: options.map,
  });
}

/** Games hosted counts every game not cancelled, and its sport (issue 12): +1 on create, -1 when it stops counting. */
const hostedCount = (tableName: string, game: Pick<StoredGame, 'host_id' | 'sport'>, by: 1 | -1) =>
  hostTotalsAdd(tableName, game.host_id, { games_hosted: by, sports: { [game.sport]: by } });

const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function dynamoGameRepository(db: DynamoDBDocumentClient, tableName: string): GameRepository {
  const markerOf = (game: StoredGame) => gameKeys.gameTitleMarker(game.host_id, game.game_date, game.title);
  const markerPut = (game: StoredGame) => ({
    Put: {
      TableName: tableName,
      // The marker outlives its day by two days, then the TTL clears it.
      Item: {
        ...markerOf(game),
        type: GAME_ITEM_TYPES.gameTitleMarker,
        gameId: game.id,
        hostId: game.host_id,
        expiresAt: epochSeconds(game.game_datetime) + 2 * DAY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const outbox = (events: PendingEvent[], at: string) =>
    events.map((event) => outboxPut(tableName, event, new Date(at)));
  const cellPages = dynamoCellPages(db, tableName);
  /** Cell pages being read again in this container, by cell and version. */
  const refreshing = new Map<string, Promise<KeptCellPage>>();

  async function get(gameId: string) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: gameKeys.game(gameId), ConsistentRead: true }),
    );
    return Item ? toGame(Item) : null;
  }

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
          map: toGame,
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
    const plain = !query.after && !query.window.to && !query.window.sport && !query.window.skill_level;
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
        map: toGame,
      });
      found.read += first.read;
      const ids = [...new Set(first.items.map((game) => game.host_id))];
      const cards = await hostCards(ids);
      const hosts = Object.fromEntries(ids.map((id) => [id, cards.get(id) ?? null]));
      const page: KeptCellPage = { from: query.window.from, games: first.items, hosts, complete: !first.cursor };
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
    return { games: page.items, next: page.last ? positionOf(page.last, lastGame) : null, read: page.read };
  }

  return {
    get,

    async create(game, events) {
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: newGameItem(game),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        markerPut(game),
        ...(game.status === 'cancelled' ? [] : [hostedCount(tableName, game, 1)]),
        ...outbox(events, game.created_at),
        ...cellPageMoves(tableName, [game], new Date()),
      ]);
      if (outcome.ok) return 'created';
      if (outcome.failedConditions.includes(1)) return 'duplicate';
      throw new Error(`game ${game.id} exists already`);
    },

    async update(previous, next, events) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {
        ':host': previous.host_id,
        ':upcoming': 'upcoming',
        ':max': next.max_players,
        ':was': previous.sport,
      };
      const sets: string[] = [];
      const attributes = { ...indexAttributes(next), ...communityGameAttributes(next) };
      const assignments: [string, unknown][] = [
        ...EDITABLE.map((f): [string, unknown] => [f, next[f]]),
        ...Object.entries(attributes),
      ];
      assignments.forEach(([name, value], i) => {
        names[`#a${i}`] = name;
        values[`:a${i}`] = value;
        sets.push(`#a${i} = :a${i}`);
      });
      const removes = [...INDEX_ATTRIBUTES, ...COMMUNITY_GAME_ATTRIBUTES].filter((name) => !(name in attributes));
      const items: TransactItems = [
        {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(previous.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            // The sport as read: the host's per-sport counts move from it below.
            ConditionExpression:
              'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND current_players <= :max AND sport = :was',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      ];
      const oldMarker = markerOf(previous);
      const newMarker = markerOf(next);
      const moved = oldMarker.pk !== newMarker.pk;
      // The marker moves with the title or day, in the same transaction, so the rule holds on edit too.
      if (moved) items.push(markerPut(next), { Delete: { TableName: tableName, Key: oldMarker } });
      if (next.sport !== previous.sport)
        items.push(hostTotalsAdd(tableName, previous.host_id, { sports: { [previous.sport]: -1, [next.sport]: 1 } }));
      items.push(...outbox(events, next.updated_at), ...cellPageMoves(tableName, [previous, next], new Date()));
      const outcome = await transactWrite(db, items);
      if (outcome.ok) return 'updated';
      if (moved && outcome.failedConditions.includes(1)) return 'duplicate';
      return 'refused';
    },

    async delete(game, events) {
      const outcome = await transactWrite(db, [
        {
          Delete: {
            TableName: tableName,
            Key: gameKeys.game(game.id),
            // A join request (issue 5) raises the counter in its own transaction, so this can't
            // delete a game that someone asked to join a moment ago.
            // Status and sport as read: the host's games-hosted count moves by them below.
            ConditionExpression:
              'attribute_exists(pk) AND host_id = :host AND (attribute_not_exists(#requests) OR #requests = :zero) AND #status = :was AND sport = :sport',
            ExpressionAttributeNames: { '#requests': JOIN_REQUESTS_ATTRIBUTE, '#status': 'status' },
            ExpressionAttributeValues: { ':host': game.host_id, ':zero': 0, ':was': game.status, ':sport': game.sport },
          },
        },
        // Only an upcoming game holds its marker (cancelling frees it).
        ...(game.status === 'upcoming' ? [{ Delete: { TableName: tableName, Key: markerOf(game) } }] : []),
        ...(game.status === 'cancelled' ? [] : [hostedCount(tableName, game, -1)]),
        ...outbox(events, new Date().toISOString()),
        ...cellPageMoves(tableName, [game], new Date()),
      ]);
      if (outcome.ok) return 'deleted';
      const now = await get(game.id);
      return now && now.host_id === game.host_id ? 'has-requests' : 'gone';
    },

    async cancel(game, cancelledAt, events) {
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(game.id),
            UpdateExpression: `SET #status = :cancelled, updated_at = :at REMOVE ${UPCOMING_INDEX_ATTRIBUTES.join(', ')}`,
            ConditionExpression: 'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND sport = :sport',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':upcoming': 'upcoming',
              ':host': game.host_id,
              ':at': cancelledAt,
              ':sport': game.sport,
            },
          },
        },
        { Delete: { TableName: tableName, Key: markerOf(game) } },
        hostedCount(tableName, game, -1),
        ...outbox(events, cancelledAt),
        ...cellPageMoves(tableName, [game], new Date()),
      ]);
      return outcome.ok ? 'cancelled' : 'gone';
    },

    async hasJoinRequests(gameId) {
      const { pk, skPrefix } = joinKeys.gameRequestsPrefix(gameId);
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        projection: ['pk'],
        limit: 1,
        consistent: true,
        map: (item) => item,
      });
      return page.items.length > 0;
    },

    async moveStatus(game, to, at, events) {
      const values: Record<string, unknown> = {
        ':from': game.status,
        ':to': to,
        ':start': game.game_datetime,
        ':duration': game.duration_minutes,
        ':at': at,
      };
      // A game stored before durations existed has none: it matches only the default it is read as.
      const sameDuration =
        game.duration_minutes === GAME_DURATION.default
          ? '(duration_minutes = :duration OR attribute_not_exists(duration_minutes))'
          : 'duration_minutes = :duration';
      // Out of discover and the geo cells at the start; an ongoing game sits by its end for the sweep.
      let index: string;
      if (to === 'ongoing') {
        const ongoing = gameKeys.ongoingGame(game.ends_at, game.id);
        Object.assign(values, { ':gsi2pk': ongoing.gsi2pk, ':gsi2sk': ongoing.gsi2sk });
        index = `, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE ${UPCOMING_INDEX_ATTRIBUTES.filter((a) => a !== 'gsi2pk' && a !== 'gsi2sk').join(', ')}`;
      } else {
        index = ` REMOVE ${UPCOMING_INDEX_ATTRIBUTES.join(', ')}`;
      }
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(game.id),
            UpdateExpression: `SET #status = :to, updated_at = :at${index}`,
            ConditionExpression: `attribute_exists(pk) AND #status = :from AND game_datetime = :start AND ${sameDuration}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          },
        },
        ...outbox(events, at),
      ]);
      return outcome.ok ? 'moved' : 'stale';
    },

    async overdue(now, limit) {
      const read = (partition: string) =>
        queryItems(db, {
          tableName,
          index: 'byStatusAndStart',
          key: { partition: ['gsi2pk', partition], sort: ['gsi2sk', { before: now }] },
          limit,
          map: toGame,
        });
      const [upcoming, ongoing] = await Promise.all([
        read(gameKeys.upcomingGames().gsi2pk),
        read(gameKeys.ongoingGames().gsi2pk),
      ]);
      return [...upcoming.items, ...ongoing.items];
    },

    upcoming: (query) => fromKeptLists([UPCOMING_LIST], query),

    near: (cover: CellCover, query) => fromKeptLists(cover.cells.map(cellList), query),

    async byHost(hostId, limit) {
      return (await hostGamesPage(db, tableName, hostId, { limit, maxPages: 1, map: toGame })).items;
    },

    hosts: hostCards,

    async addReport({ gameId, userId, reason, created_at }) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...gameKeys.gameReport(gameId, userId),
              ...gameKeys.openReport(created_at, gameId),
              type: GAME_ITEM_TYPES.gameReport,
              gameId,
              userId,
              reason,
              created_at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** Sport and skill: attributes no key holds, so a filter (what it skips is still read). */
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
  const { to, sport, skill_level } = query.window;
  const after = query.after ? startOf(query.after) : undefined;
  const games = page.games.filter(
    (game) =>
      startOf(game) >= from &&
      (!to || startOf(game) <= to) &&
      startOf(game) !== after &&
      (!sport || game.sport === sport) &&
      (!skill_level || game.skill_level === skill_level),
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
