import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GAME_DURATION } from '@shared/rules/game-time';
import type { GameRepository, StoredGame } from '@functions/games/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { GAME_ITEM_TYPES, UPCOMING_INDEX_ATTRIBUTES, gameKeys } from './keys';
import {
  EDITABLE,
  hostGamesPage,
  INDEX_ATTRIBUTES,
  indexAttributes,
  JOIN_REQUESTS_ATTRIBUTE,
  newGameItem,
  gamesBehind,
  storedFields,
  toGame,
} from './game-item';
import { joinKeys } from '@functions/joins/public-items';
import { queryItems } from '@functions/platform/dynamo/query';
import { COMMUNITY_GAME_ATTRIBUTES, communityGameAttributes } from '@functions/communities/public-items';
import { deleteIf, putIfAbsent, setAndRemove, transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { hostTotalsAdd } from '@functions/hosting/public-storage';
import { cellPageMoves, dynamoGameListing, moveCellPagesAfterCreate } from '@functions/discover/public-storage';
import { countersUpdate, newCountersItem } from './game-counters';

// Games in the one table. The item holds the API's field names;
// the index attributes say which queries find it: byOwner always, byStatusAndStart while upcoming,
// the byGeoCell indexes (one per cell size, decision 023) while upcoming with coordinates. Every
// invariant is a condition in the same write.

const DAY_SECONDS = 24 * 60 * 60;

/** Games hosted counts every game not cancelled, and its sport: +1 on create, -1 when it stops counting. */
const hostedCount = (tableName: string, game: Pick<StoredGame, 'host_id' | 'sport'>, by: 1 | -1) =>
  hostTotalsAdd(tableName, game.host_id, { games_hosted: by, sports: { [game.sport]: by } });

const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function dynamoGameRepository(db: DynamoDBDocumentClient, tableName: string): GameRepository {
  const markerOf = (game: StoredGame) => gameKeys.gameTitleMarker(game.host_id, game.game_date, game.title);
  const markerPut = (game: StoredGame) =>
    putIfAbsent(tableName, {
      ...markerOf(game),
      type: GAME_ITEM_TYPES.gameTitleMarker,
      gameId: game.id,
      hostId: game.host_id,
      // The marker outlives its day by two days, then the TTL clears it.
      expiresAt: epochSeconds(game.game_datetime) + 2 * DAY_SECONDS,
    });

  async function get(gameId: string) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: gameKeys.game(gameId), ConsistentRead: true }),
    );
    return Item ? toGame(Item) : null;
  }

  return {
    // Discover's reads (upcoming, near, the hosts' cards) are built in discover/adapters.
    ...dynamoGameListing(db, tableName),

    get,

    async create(game, events) {
      const outcome = await transactWrite(db, {
        game: putIfAbsent(tableName, newGameItem(game)),
        marker: markerPut(game),
        hosted: game.status === 'cancelled' ? undefined : hostedCount(tableName, game, 1),
        ...eventWrites(tableName, events, game.created_at),
        // The counters, with the copy of the rules a join is checked against.
        counters: putIfAbsent(tableName, newCountersItem(game)),
      });
      if (outcome.ok) {
        // Its cells' kept discover pages go stale once it exists (after the commit: see there why).
        await moveCellPagesAfterCreate(db, tableName, game, new Date());
        return 'created';
      }
      if (outcome.failed.includes('marker')) return 'duplicate';
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
      // An emptied field is removed, as a new game leaves it out (storedFields).
      const kept = storedFields(next);
      const emptied = EDITABLE.filter((f) => !(f in kept));
      const assignments: [string, unknown][] = [
        ...EDITABLE.filter((f) => f in kept).map((f): [string, unknown] => [f, kept[f]]),
        ...Object.entries(attributes),
      ];
      assignments.forEach(([name, value], i) => {
        names[`#a${i}`] = name;
        values[`:a${i}`] = value;
        sets.push(`#a${i} = :a${i}`);
      });
      emptied.forEach((name, i) => {
        names[`#e${i}`] = name;
      });
      const removes = [
        ...[...INDEX_ATTRIBUTES, ...COMMUNITY_GAME_ATTRIBUTES].filter((name) => !(name in attributes)),
        ...emptied.map((_, i) => `#e${i}`),
      ];
      const oldMarker = markerOf(previous);
      const moved = oldMarker.pk !== markerOf(next).pk;
      const outcome = await transactWrite(db, {
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(previous.id),
            UpdateExpression: setAndRemove(sets, removes),
            // The sport as read: the host's per-sport counts move from it below.
            ConditionExpression:
              'attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND current_players <= :max AND sport = :was',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        // The marker moves with the title or day, in the same transaction, so the rule holds on edit too.
        marker: moved ? markerPut(next) : undefined,
        oldMarker: moved ? { Delete: { TableName: tableName, Key: oldMarker } } : undefined,
        sports:
          next.sport === previous.sport
            ? undefined
            : hostTotalsAdd(tableName, previous.host_id, { sports: { [previous.sport]: -1, [next.sport]: 1 } }),
        cells: cellPageMoves(tableName, [previous, next], new Date()),
        ...eventWrites(tableName, events, next.updated_at),
        // The counters' copy of the rules follows a new start or capacity.
        counters: countersUpdate(tableName, previous.id, {
          set: { game_datetime: next.game_datetime, max_players: next.max_players },
        }),
      });
      if (outcome.ok) return 'updated';
      if (outcome.failed.includes('marker')) return 'duplicate';
      return 'refused';
    },

    async delete(game, events) {
      const outcome = await transactWrite(db, {
        game: deleteIf(tableName, gameKeys.game(game.id), {
          // A join request raises the counter in its own transaction, so this can't
          // delete a game that someone asked to join a moment ago.
          // Status and sport as read: the host's games-hosted count moves by them below.
          ConditionExpression:
            'attribute_exists(pk) AND host_id = :host AND (attribute_not_exists(#requests) OR #requests = :zero) AND #status = :was AND sport = :sport',
          ExpressionAttributeNames: { '#requests': JOIN_REQUESTS_ATTRIBUTE, '#status': 'status' },
          ExpressionAttributeValues: { ':host': game.host_id, ':zero': 0, ':was': game.status, ':sport': game.sport },
        }),
        // Decision 047: joins count on the counters item now (a game stored before counts on both).
        counters: deleteIf(tableName, gameKeys.gameCounters(game.id), {
          ConditionExpression: 'attribute_not_exists(#requests) OR #requests = :zero',
          ExpressionAttributeNames: { '#requests': JOIN_REQUESTS_ATTRIBUTE },
          ExpressionAttributeValues: { ':zero': 0 },
        }),
        // Only an upcoming game holds its marker (cancelling frees it).
        marker: game.status === 'upcoming' ? { Delete: { TableName: tableName, Key: markerOf(game) } } : undefined,
        hosted: game.status === 'cancelled' ? undefined : hostedCount(tableName, game, -1),
        cells: cellPageMoves(tableName, [game], new Date()),
        ...eventWrites(tableName, events, new Date().toISOString()),
      });
      if (outcome.ok) return 'deleted';
      if (outcome.failed.includes('counters')) return 'has-requests';
      const now = await get(game.id);
      return now && now.host_id === game.host_id ? 'has-requests' : 'gone';
    },

    async cancel(game, cancelledAt, events, reason) {
      // A reason ('rain') is written with the status; the start it was read with must still hold,
      // so a game moved meanwhile is not called off for the weather of another day.
      const why = reason ? { set: ', cancelled_for = :reason', when: ' AND game_datetime = :start' } : null;
      const outcome = await transactWrite(db, {
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(game.id),
            UpdateExpression: `SET #status = :cancelled, updated_at = :at${why?.set ?? ''} REMOVE ${UPCOMING_INDEX_ATTRIBUTES.join(', ')}`,
            ConditionExpression: `attribute_exists(pk) AND host_id = :host AND #status = :upcoming AND sport = :sport${why?.when ?? ''}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':upcoming': 'upcoming',
              ':host': game.host_id,
              ':at': cancelledAt,
              ':sport': game.sport,
              ...(reason ? { ':reason': reason, ':start': game.game_datetime } : {}),
            },
          },
        },
        marker: { Delete: { TableName: tableName, Key: markerOf(game) } },
        hosted: hostedCount(tableName, game, -1),
        cells: cellPageMoves(tableName, [game], new Date()),
        ...eventWrites(tableName, events, cancelledAt),
        // A cancelled game takes no more joins: its counters' copy says so in the same write.
        counters: countersUpdate(tableName, game.id, { set: { status: 'cancelled' } }),
      });
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
      const outcome = await transactWrite(db, {
        game: {
          Update: {
            TableName: tableName,
            Key: gameKeys.game(game.id),
            UpdateExpression: `SET #status = :to, updated_at = :at${index}`,
            ConditionExpression: `attribute_exists(pk) AND #status = :from AND game_datetime = :start AND ${sameDuration}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          },
        },
        ...eventWrites(tableName, events, at),
        // A started game takes no more joins: its counters' copy of the status moves with it.
        counters: countersUpdate(tableName, game.id, { set: { status: to } }),
      });
      return outcome.ok ? 'moved' : 'stale';
    },

    async overdue(now, limit) {
      const read = (partition: string) =>
        queryItems(db, {
          tableName,
          index: 'byStatusAndStart',
          key: { partition: ['gsi2pk', partition], sort: ['gsi2sk', { before: now }] },
          limit,
          projection: ['id'],
          map: (item) => ({ id: String(item.id) }),
        });
      // The national list's parts (decision 047) and the ongoing games, each a Query of what is due;
      // the index carries what lists choose by, so the due games are then read whole.
      const pages = await Promise.all(
        [...gameKeys.upcomingPartitions(), gameKeys.ongoingGames().gsi2pk].map((partition) => read(partition)),
      );
      return gamesBehind(
        db,
        tableName,
        pages.flatMap((page) => page.items),
      );
    },

    async byHost(hostId, limit) {
      return (await hostGamesPage(db, tableName, hostId, { limit, maxPages: 1, map: toGame })).items;
    },

    async addReport({ gameId, userId, reason, created_at }) {
      return writtenIf(() =>
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...gameKeys.gameReport(gameId, userId),
              ...gameKeys.openReport(created_at, gameId),
              ...gameKeys.reportByReporter(userId, created_at, gameId),
              type: GAME_ITEM_TYPES.gameReport,
              gameId,
              userId,
              reason,
              created_at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },
  };
}
