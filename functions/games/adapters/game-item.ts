import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { geohash } from '@shared/rules/geo';
import { GAME_DURATION, gameEndsAt } from '@shared/rules/game-time';
import type { StoredGame } from '../ports';
import { CHANGE_FIELDS } from '../game-change-fields';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { queryItems, type Filter } from '@functions/platform/dynamo/query';
import { itemsBehind } from '@functions/platform/dynamo/items-behind';
import { GAME_ITEM_TYPES, UPCOMING_INDEX_ATTRIBUTES, gameKeys } from './keys';
import { communityGameAttributes } from '@functions/communities/public-items';
import { cellsOf } from '@functions/discover/public-items';

// A game as its item: the fields it stores, the index attributes its state gives it, and the byOwner
// read that every list of a host's games goes through. The repository, discover's listing, the host
// dashboard and the reindex backfill all read and write games through these.

/**
 * Join requests add 1 to this attribute of the game's counters item in their own transaction (decision
 * 010; decision 047 moved it off the game item, where games stored before still keep what they had).
 */
export const JOIN_REQUESTS_ATTRIBUTE = 'join_requests';

/**
 * The counters item's ADD of `by` to its pending requests, in a transaction that moves them. Its
 * count adds to what a game stored before decision 047 keeps on its own item (frozen there since).
 */
export const pendingCountMove = (tableName: string, gameId: string, by: 1 | -1) => ({
  Update: {
    TableName: tableName,
    Key: gameKeys.gameCounters(gameId),
    UpdateExpression: 'SET #type = :type ADD pending_count :by',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': GAME_ITEM_TYPES.gameCounters, ':by': by },
  },
});

/** A game's pending requests: the counters item's count plus what its own item kept before it. */
export const pendingCountOf = (game: Record<string, unknown>, counters: Record<string, unknown> | undefined) =>
  Number(game.pending_count ?? 0) + Number(counters?.pending_count ?? 0);

// What a game stores: its owner and id, what an edit may change, the start split into the
// India date and time, and the bookkeeping no form sets.
const FIELDS = [
  'id',
  'host_id',
  ...CHANGE_FIELDS,
  'game_date',
  'game_time',
  'ends_at',
  'current_players',
  'status',
  'series_id',
  'opens_to_public_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StoredGame)[];

/** What the host may change; everything else (players, status, owner) has its own write. */
export const EDITABLE = FIELDS.filter(
  (f) => !['id', 'host_id', 'current_players', 'status', 'series_id', 'opens_to_public_at', 'created_at'].includes(f),
);
export const INDEX_ATTRIBUTES = ['gsi1pk', 'gsi1sk', ...UPCOMING_INDEX_ATTRIBUTES] as const;

export const toGame = (item: Record<string, unknown>): StoredGame => {
  const game = Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as unknown as StoredGame;
  // Games stored before durations existed read as the default length.
  const duration = Number(item.duration_minutes ?? GAME_DURATION.default);
  return {
    ...game,
    questions: (item.questions as StoredGame['questions']) ?? [],
    current_players: Number(item.current_players ?? 0),
    duration_minutes: duration,
    ends_at: game.ends_at ?? gameEndsAt(game.game_datetime, duration),
    // Only a game called off for a reason has one (its own write sets it, never an edit).
    ...(item.cancelled_for === 'rain' ? { cancelled_for: 'rain' as const } : {}),
  };
};

/**
 * Games chosen from the entries of an upcoming-games index (which carry only UPCOMING_CHOICE_FIELDS),
 * read whole from the table in the same order: one BatchGetItem. A game deleted meanwhile is left out.
 */
export async function gamesBehind(
  db: DynamoDBDocumentClient,
  tableName: string,
  games: Pick<StoredGame, 'id'>[],
): Promise<StoredGame[]> {
  return (
    await itemsBehind(
      db,
      tableName,
      games.map((game) => gameKeys.game(game.id)),
    )
  ).map(toGame);
}

/** The index attributes a game has in its current state (absent ones must be removed). */
export function indexAttributes(game: StoredGame): Partial<Record<(typeof INDEX_ATTRIBUTES)[number], string>> {
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
  const written = await writtenIf(() =>
    db.send(
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
    ),
  );
  return written ? 'reindexed' : 'changed';
}

/**
 * What a game stores of its fields: what it has. An empty field (no description, no questions) is
 * left out rather than stored as null or [], and `toGame` reads it back as empty: every write of the
 * item and of its whole copy in byOwner is billed by the started kilobyte, and a bare game's empty
 * fields were about a tenth of one (decision 065).
 */
export const storedFields = (game: StoredGame) =>
  Object.fromEntries(
    Object.entries(game).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
  );

/** A new game's item with the keys of every index it belongs in (the bench seeds with it too). */
export const newGameItem = (game: StoredGame) => ({
  ...gameKeys.game(game.id),
  type: GAME_ITEM_TYPES.game,
  ...storedFields(game),
  ...indexAttributes(game),
  ...communityGameAttributes(game),
  // Zero on the game for good (the counters item counts from here), so a backfill's if_not_exists
  // never writes a full count beside the counters item's.
  [JOIN_REQUESTS_ATTRIBUTE]: 0,
  pending_count: 0,
});

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
