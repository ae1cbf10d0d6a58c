import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { DISCOVER_CELL_PRECISION, geohash } from '../../../shared/rules/geo';
import type { GameRepository, GameWindow, PendingEvent, StoredGame } from '../../services/ports';
import { isConditionFailure } from './conditional';
import { ITEM_TYPES, keys } from './keys';
import { outboxPut } from './outbox';
import { batchGetProfiles } from './profile-repository';
import { COMMUNITY_GAME_ATTRIBUTES, communityGameAttributes } from './community-games';
import { transactWrite, type TransactItems } from './transact';

// Games in the one table (design §3, contract of issue 4). The item holds the spec's field names;
// the index attributes say which queries find it: byOwner always, byStatusAndStart while upcoming,
// byGeoCell while upcoming with coordinates. Every invariant is a condition in the same write.

/** Join requests (issue 5) must add 1 to this attribute in their own transaction: see decision 010. */
export const JOIN_REQUESTS_ATTRIBUTE = 'join_requests';
const DAY_SECONDS = 24 * 60 * 60;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

const FIELDS = [
  'id', 'host_id', 'title', 'sport', 'custom_sport', 'description', 'location', 'maps_link', 'latitude', 'longitude', 'game_datetime',
  'game_date', 'game_time', 'max_players', 'current_players', 'price', 'status', 'skill_level', 'cover_image', 'cancellation_policy',
  'equipment_provided', 'payment_instructions', 'host_upi_id', 'platform_fee_type', 'platform_fee_amount', 'community_id', 'created_at',
  'updated_at', 'questions',
] as const satisfies readonly (keyof StoredGame)[];

/** What the host may change; everything else (players, status, owner) has its own write. */
const EDITABLE = FIELDS.filter((f) => !['id', 'host_id', 'current_players', 'status', 'created_at'].includes(f));
const INDEX_ATTRIBUTES = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'geohash'] as const;

const toGame = (item: Record<string, unknown>): StoredGame => {
  const game = Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as unknown as StoredGame;
  return { ...game, questions: (item.questions as StoredGame['questions']) ?? [], current_players: Number(item.current_players ?? 0) };
};

/** The index attributes a game has in its current state (absent ones must be removed). */
function indexAttributes(game: StoredGame): Partial<Record<(typeof INDEX_ATTRIBUTES)[number], string>> {
  const attributes: Partial<Record<(typeof INDEX_ATTRIBUTES)[number], string>> = keys.gameByOwner(game.host_id, game.game_datetime, game.id);
  if (game.status !== 'upcoming') return attributes;
  Object.assign(attributes, keys.upcomingGame(game.game_datetime, game.id));
  if (game.latitude != null && game.longitude != null) {
    const point = { lat: game.latitude, lng: game.longitude };
    Object.assign(attributes, keys.gameInCell(geohash(point, DISCOVER_CELL_PRECISION), game.game_datetime, game.id), { geohash: geohash(point, 9) });
  }
  return attributes;
}

const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function dynamoGameRepository(db: DynamoDBDocumentClient, tableName: string): GameRepository {
  const markerOf = (game: StoredGame) => keys.gameTitleMarker(game.host_id, game.game_date, game.title);
  const markerPut = (game: StoredGame) => ({
    Put: {
      TableName: tableName,
      // The marker outlives its day by two days, then the TTL clears it.
      Item: { ...markerOf(game), type: ITEM_TYPES.gameTitleMarker, gameId: game.id, hostId: game.host_id, expiresAt: epochSeconds(game.game_datetime) + 2 * DAY_SECONDS },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const outbox = (events: PendingEvent[], at: string) => events.map((event) => outboxPut(tableName, event, new Date(at)));

  /** Pages through a query until it ends, `keep` says enough, or MAX_PAGES were read. */
  async function queryGames(input: QueryCommandInput, keep: (game: StoredGame) => boolean = () => true, enough = Infinity) {
    const games: StoredGame[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await db.send(new QueryCommand({ ...input, ExclusiveStartKey }));
      games.push(...(answer.Items ?? []).map(toGame).filter(keep));
      ExclusiveStartKey = answer.LastEvaluatedKey;
      if (!ExclusiveStartKey || games.length >= enough) break;
    }
    return games;
  }

  async function get(gameId: string) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.game(gameId), ConsistentRead: true }));
    return Item ? toGame(Item) : null;
  }

  /** Key condition on a `<game_datetime>#<id>` sort key and the optional sport/skill filter. */
  function windowQuery(index: string, partition: Record<string, string>, sortKey: string, window: GameWindow): QueryCommandInput {
    const [pkName, pkValue] = Object.entries(partition)[0]!;
    const filters: string[] = [];
    const values: Record<string, unknown> = { ':pk': pkValue, ':from': window.from };
    const names: Record<string, string> = { '#pk': pkName, '#sk': sortKey };
    if (window.to) values[':to'] = window.to;
    if (window.sport) {
      filters.push('sport = :sport');
      values[':sport'] = window.sport;
    }
    if (window.skill_level) {
      filters.push('skill_level = :skill');
      values[':skill'] = window.skill_level;
    }
    return {
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: window.to ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk AND #sk > :from',
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      Limit: PAGE_SIZE,
    };
  }

  return {
    get,

    async create(game, events) {
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.game(game.id), type: ITEM_TYPES.game, ...game, ...indexAttributes(game), ...communityGameAttributes(game), [JOIN_REQUESTS_ATTRIBUTE]: 0 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        markerPut(game),
        ...outbox(events, game.created_at),
      ]);
      if (outcome.ok) return 'created';
      if (outcome.failedConditions.includes(1)) return 'duplicate';
      throw new Error(`game ${game.id} exists already`);
    },

    async update(previous, next, events) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = { ':host': previous.host_id, ':upcoming': 'upcoming', ':max': next.max_players };
      const sets: string[] = [];
      const attributes = { ...indexAttributes(next), ...communityGameAttributes(next) };
      const assignments: [string, unknown][] = [...EDITABLE.map((f): [string, unknown] => [f, next[f]]), ...Object.entries(attributes)];
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
            Key: keys.game(previous.id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND current_players <= :max',
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
      items.push(...outbox(events, next.updated_at));
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
            Key: keys.game(game.id),
            // A join request (issue 5) raises the counter in its own transaction, so this can't
            // delete a game that someone asked to join a moment ago.
            ConditionExpression: 'attribute_exists(pk) AND host_id = :host AND (attribute_not_exists(#requests) OR #requests = :zero)',
            ExpressionAttributeNames: { '#requests': JOIN_REQUESTS_ATTRIBUTE },
            ExpressionAttributeValues: { ':host': game.host_id, ':zero': 0 },
          },
        },
        // Only an upcoming game holds its marker (cancelling frees it).
        ...(game.status === 'upcoming' ? [{ Delete: { TableName: tableName, Key: markerOf(game) } }] : []),
        ...outbox(events, new Date().toISOString()),
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
            Key: keys.game(game.id),
            UpdateExpression: 'SET #status = :cancelled, updated_at = :at REMOVE gsi2pk, gsi2sk, gsi3pk, gsi3sk, geohash',
            ConditionExpression: 'attribute_exists(pk) AND host_id = :host AND #status = :upcoming',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':cancelled': 'cancelled', ':upcoming': 'upcoming', ':host': game.host_id, ':at': cancelledAt },
          },
        },
        { Delete: { TableName: tableName, Key: markerOf(game) } },
        ...outbox(events, cancelledAt),
      ]);
      return outcome.ok ? 'cancelled' : 'gone';
    },

    async hasJoinRequests(gameId) {
      const { pk, skPrefix } = keys.gameRequestsPrefix(gameId);
      const answer = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
          ProjectionExpression: 'pk',
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      return (answer.Items?.length ?? 0) > 0;
    },

    async upcoming(window, limit, accept) {
      return (await queryGames(windowQuery('byStatusAndStart', keys.upcomingGames(), 'gsi2sk', window), accept, limit)).slice(0, limit);
    },

    async inCells(cells, window) {
      const perCell = await Promise.all(cells.map((cell) => queryGames(windowQuery('byGeoCell', keys.geoCell(cell), 'gsi3sk', window))));
      return perCell.flat();
    },

    async byHost(hostId, limit) {
      const { gsi1pk, gsi1skPrefix } = keys.ownerGamesPrefix(hostId);
      const answer = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'byOwner',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
          ExpressionAttributeValues: { ':pk': gsi1pk, ':prefix': gsi1skPrefix },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (answer.Items ?? []).map(toGame);
    },

    async hosts(userIds) {
      const profiles = await batchGetProfiles(db, tableName, userIds);
      return new Map([...profiles].map(([id, profile]) => [id, { id, name: profile.name, profile_pic: profile.profile_pic }]));
    },

    async addReport({ gameId, userId, reason, created_at }) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...keys.gameReport(gameId, userId), ...keys.openReport(created_at, gameId), type: ITEM_TYPES.gameReport, gameId, userId, reason, created_at },
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
