import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameSummary, JoinRequestRepository } from '../ports';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { gameKeys } from '@functions/games/public-keys';
import { joinKeys } from './keys';
import { requestKeyOfId } from '../request-ids';
import { joinTable, MAX_PAGES, toJoinRequest } from './join-request-items';
import { allWithPrefix, queryItems } from '@functions/platform/dynamo/query';

// Reading join requests: by game and player, by the id the API uses (its pointer), by a pass's
// code, and the game fields a player's list shows beside them.

/** Requests a filtered page reads at most (about 200 kB): its cost stays that of a page. */
const FILTERED_PAGE_READ = 200;

export function dynamoJoinRequestReads(
  db: DynamoDBDocumentClient,
  tableName: string,
): Pick<
  JoinRequestRepository,
  'get' | 'getById' | 'byGame' | 'gamePage' | 'arrivalCounts' | 'byPlayer' | 'byPassCode' | 'gameSummaries'
> {
  const { get } = joinTable(db, tableName);

  return {
    get,

    async getById(requestId) {
      // An id that carries its key is read by it; an older id through its pointer.
      const key = requestKeyOfId(requestId);
      if (key) {
        const request = await get(key.gameId, key.userId);
        return request?.id === requestId ? request : null;
      }
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: joinKeys.joinRequestPointer(requestId), ConsistentRead: true }),
      );
      if (!Item) return null;
      const request = await get(String(Item.gameId), String(Item.userId));
      // A withdrawn request replaced by a new one keeps its old pointer: that id is gone.
      return request?.id === requestId ? request : null;
    },

    byGame: (gameId) =>
      allWithPrefix(db, tableName, joinKeys.gameRequestsPrefix(gameId), { maxPages: MAX_PAGES, map: toJoinRequest }),

    async gamePage(gameId, after, limit, only) {
      const { pk, skPrefix } = joinKeys.gameRequestsPrefix(gameId);
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        // The page goes on after that player's request, whether or not it is still there.
        ...(after ? { cursor: joinKeys.joinRequest(gameId, after) } : {}),
        consistent: true,
        limit,
        ...(only
          ? {
              filter: { expression: '#status = :only', names: { '#status': 'status' }, values: { ':only': only } },
              // A bounded run of requests per page whatever it finds: a page may be short and still go on.
              pageSize: FILTERED_PAGE_READ,
            }
          : {}),
        maxPages: 1,
        map: toJoinRequest,
      });
      const last = page.cursor?.sk;
      return {
        requests: page.items,
        after: typeof last === 'string' && last.startsWith(skPrefix) ? last.slice(skPrefix.length) : null,
      };
    },

    async arrivalCounts(gameId) {
      // The game item's counters move in the same transactions as the requests (decision, check-in,
      // withdrawal), so they are exact without reading every request.
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: gameKeys.game(gameId),
          ProjectionExpression: 'current_players, checked_in_count',
          ConsistentRead: true,
        }),
      );
      return { arrived: Number(Item?.checked_in_count ?? 0), expected: Number(Item?.current_players ?? 0) };
    },

    async byPlayer(userId, limit) {
      const { gsi1pk, gsi1skPrefix } = joinKeys.playerRequestsPrefix(userId);
      const { items } = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        descending: true,
        limit,
        maxPages: MAX_PAGES,
        map: toJoinRequest,
      });
      return items;
    },

    async byPassCode(code) {
      const { gsi5pk, gsi5sk } = joinKeys.gamePass(code);
      const { items } = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', gsi5pk], sort: ['gsi5sk', { equals: gsi5sk }] },
        limit: 1,
        maxPages: 1,
        map: (item) => item,
      });
      const item = items[0];
      // The index is eventually consistent: read the request itself for its current state.
      return item ? get(String(item.game_id), String(item.user_id)) : null;
    },

    async gameSummaries(gameIds) {
      const items = await batchGetItems(db, {
        tableName,
        keys: [...new Set(gameIds)].map((id) => gameKeys.game(id)),
        projection: [
          'id',
          'title',
          'location',
          'game_datetime',
          'sport',
          'price',
          'cover_image',
          'status',
          'latitude',
          'longitude',
        ],
      });
      return new Map(
        items.map((item): [string, GameSummary] => [
          String(item.id),
          {
            id: String(item.id),
            title: String(item.title),
            location: String(item.location),
            game_datetime: String(item.game_datetime),
            sport: item.sport as GameSummary['sport'],
            price: Number(item.price ?? 0),
            cover_image: (item.cover_image as string) ?? null,
            status: item.status as GameSummary['status'],
            // The pass's calendar entry carries the venue's GEO.
            latitude: typeof item.latitude === 'number' ? item.latitude : null,
            longitude: typeof item.longitude === 'number' ? item.longitude : null,
          },
        ]),
      );
    },
  };
}
