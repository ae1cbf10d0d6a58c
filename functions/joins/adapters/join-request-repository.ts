import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GameSummary, JoinRequestRepository, StoredJoinRequest } from '@functions/joins/ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { JOIN_REQUESTS_ATTRIBUTE } from '@functions/games/adapters/game-repository';
import { gameKeys } from '@functions/games/adapters/keys';
import { JOIN_ITEM_TYPES, joinKeys } from './keys';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { queryItems } from '@functions/platform/dynamo/query';
import { refundPut } from '@functions/payments/adapters/payment-repository';
import { transactWrite, type TransactItems } from '@functions/platform/dynamo/transact';
import { ATTENDANCE_COUNTED, hostTotalsAdd } from '@functions/hosting/adapters/host-totals';

// Join requests (issue 5) in the game's partition, `REQUEST#<userId>`: the key itself makes "one
// request per player per game", and every transition is a condition in the write that makes it.
// A pointer item resolves the request id the API uses; byOwner lists a player's requests; byLookup
// finds a pass by its code. Capacity lives on the game item: `current_players` moves only in the
// same transaction as a request entering or leaving 'confirmed' (design §3). For the host dashboard
// (issue 12) the game also keeps `pending_count` and `checked_in_count`, moved by ADD in the same
// transactions, and a pending request sits in the host's pending (and, once nudged, nudged) index.

const FIELDS = [
  'id',
  'game_id',
  'user_id',
  'status',
  'payment_status',
  'game_pass',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_instagram',
  'answers',
  'nudge_count',
  'last_nudge_at',
  'host_message',
  'created_at',
  'updated_at',
  'decided_at',
  'checked_in_at',
  'amount_due',
  'receipt',
  'payment_due_at',
] as const satisfies readonly (keyof StoredJoinRequest)[];
const MAX_PAGES = 20;
/** Index attributes only a pending request has (issue 12); a decision or a withdrawal takes them away. */
const PENDING_ATTRIBUTES = ['gsi5pk', 'gsi5sk'] as const;
const NUDGED_ATTRIBUTES = ['gsi2pk', 'gsi2sk'] as const;

export const toJoinRequest = (item: Record<string, unknown>): StoredJoinRequest => {
  const request = Object.fromEntries(
    FIELDS.map((field) => [field, item[field] ?? null]),
  ) as unknown as StoredJoinRequest;
  return {
    ...request,
    answers: (item.answers as StoredJoinRequest['answers']) ?? [],
    nudge_count: Number(item.nudge_count ?? 0),
  };
};

/**
 * The items one request is stored as: the request (nulls left out, so `attribute_not_exists`
 * conditions read naturally) and its id pointer. Exported for test fixtures that batch-write many.
 */
export function joinRequestItems(
  request: StoredJoinRequest,
  hostId?: string,
): [Record<string, unknown>, Record<string, unknown>] {
  const fields = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null));
  const item = {
    ...joinKeys.joinRequest(request.game_id, request.user_id),
    ...joinKeys.requestByPlayer(request.user_id, request.created_at, request.game_id),
    ...(request.game_pass ? joinKeys.gamePass(request.game_pass) : {}),
    ...(request.status === 'pending' && hostId ? joinKeys.pendingForHost(hostId, request.created_at, request.id) : {}),
    ...(request.status === 'pending' && hostId && request.last_nudge_at
      ? joinKeys.nudgedForHost(hostId, request.last_nudge_at, request.id)
      : {}),
    type: JOIN_ITEM_TYPES.joinRequest,
    ...fields,
  };
  const pointer = {
    ...joinKeys.joinRequestPointer(request.id),
    type: JOIN_ITEM_TYPES.joinRequestPointer,
    gameId: request.game_id,
    userId: request.user_id,
  };
  return [item, pointer];
}

export function dynamoJoinRequestRepository(db: DynamoDBDocumentClient, tableName: string): JoinRequestRepository {
  const outbox = (events: PendingEvent[], at: string) =>
    events.map((event) => outboxPut(tableName, event, new Date(at)));
  const requestKey = (request: StoredJoinRequest) => joinKeys.joinRequest(request.game_id, request.user_id);

  async function get(gameId: string, userId: string) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: joinKeys.joinRequest(gameId, userId), ConsistentRead: true }),
    );
    return Item ? toJoinRequest(Item) : null;
  }

  /** The game keeps its pending requests' count (issue 12): one less, in the request's own write. */
  const pendingLeaves = (gameId: string) => ({
    Update: {
      TableName: tableName,
      Key: gameKeys.game(gameId),
      UpdateExpression: 'ADD pending_count :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    },
  });

  /** The game's side of taking a spot: room left, still upcoming. No placeholders in the capacity term. */
  const takeSpot = (gameId: string) => ({
    TableName: tableName,
    Key: gameKeys.game(gameId),
    ConditionExpression: '#status = :upcoming AND current_players < max_players',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':upcoming': 'upcoming' } as Record<string, unknown>,
  });

  return {
    get,

    async create(request, now, replacing, events, hostId) {
      const [item, pointer] = joinRequestItems(request, hostId);
      const outcome = await transactWrite(db, [
        {
          Put: {
            TableName: tableName,
            Item: item,
            ...(replacing
              ? {
                  ConditionExpression: 'attribute_not_exists(pk) OR (#status = :withdrawn AND id = :previous)',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':previous': replacing },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        },
        {
          // Decision 010: the counter the delete's condition reads; decision 013: the game's rules.
          Update: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            UpdateExpression: 'ADD #requests :one, pending_count :one',
            ConditionExpression:
              'attribute_exists(pk) AND #status = :upcoming AND game_datetime > :now AND host_id <> :player AND host_id = :host AND current_players < max_players',
            ExpressionAttributeNames: { '#requests': JOIN_REQUESTS_ATTRIBUTE, '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':upcoming': 'upcoming',
              ':now': now,
              ':player': request.user_id,
              ':host': hostId,
            },
          },
        },
        { Put: { TableName: tableName, Item: pointer, ConditionExpression: 'attribute_not_exists(pk)' } },
        ...outbox(events, now),
      ]);
      if (outcome.ok) return 'created';
      if (outcome.failedConditions.includes(0)) return 'exists';
      if (outcome.failedConditions.includes(1)) return 'game-refused';
      throw new Error(`join request id ${request.id} exists already`);
    },

    async getById(requestId) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: joinKeys.joinRequestPointer(requestId), ConsistentRead: true }),
      );
      if (!Item) return null;
      const request = await get(String(Item.gameId), String(Item.userId));
      // A withdrawn request replaced by a new one keeps its old pointer: that id is gone.
      return request?.id === requestId ? request : null;
    },

    async byGame(gameId) {
      const { pk, skPrefix } = joinKeys.gameRequestsPrefix(gameId);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        consistent: true,
        maxPages: MAX_PAGES,
        map: toJoinRequest,
      });
      return items;
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
            // The pass's calendar entry carries the venue's GEO (issue 14).
            latitude: typeof item.latitude === 'number' ? item.latitude : null,
            longitude: typeof item.longitude === 'number' ? item.longitude : null,
          },
        ]),
      );
    },

    async decide(request, decision, spot, events) {
      const names: Record<string, string> = { '#status': 'status' };
      const values: Record<string, unknown> = {
        ':pending': 'pending',
        ':next': decision.status,
        ':payment': decision.payment_status,
        ':at': decision.at,
      };
      const sets = ['#status = :next', 'payment_status = :payment', 'updated_at = :at', 'decided_at = :at'];
      // No longer pending: out of the host's pending and nudged lists (a pass takes gsi5 over below).
      const removes: string[] = [...NUDGED_ATTRIBUTES, ...(decision.game_pass ? [] : PENDING_ATTRIBUTES)];
      if (decision.host_message) {
        sets.push('host_message = :message');
        values[':message'] = decision.host_message;
      } else removes.push('host_message');
      if (decision.amount_due) {
        sets.push('amount_due = :due');
        values[':due'] = decision.amount_due;
      }
      if (decision.game_pass) {
        const lookup = joinKeys.gamePass(decision.game_pass);
        sets.push('game_pass = :pass', 'gsi5pk = :passPk', 'gsi5sk = :passSk');
        Object.assign(values, { ':pass': decision.game_pass, ':passPk': lookup.gsi5pk, ':passSk': lookup.gsi5sk });
      }
      const items: TransactItems = [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
      ];
      // The game loses a pending request in the same write; a free accept also takes a spot.
      const game = takeSpot(request.game_id);
      if (spot === 'take') {
        items.push({
          Update: {
            ...game,
            UpdateExpression: 'SET current_players = current_players + :one ADD pending_count :minus',
            ExpressionAttributeValues: { ...game.ExpressionAttributeValues, ':one': 1, ':minus': -1 },
          },
        });
      } else if (spot === 'check') {
        items.push({
          Update: {
            ...game,
            UpdateExpression: 'ADD pending_count :minus',
            ExpressionAttributeValues: { ...game.ExpressionAttributeValues, ':minus': -1 },
          },
        });
      } else items.push(pendingLeaves(request.game_id));
      items.push(...outbox(events, decision.at));
      const outcome = await transactWrite(db, items);
      if (outcome.ok) return 'decided';
      return outcome.failedConditions.includes(0) ? 'not-pending' : 'full';
    },

    async withdraw(request, at, events, refund) {
      const releases = request.status === 'confirmed';
      const wasPending = request.status === 'pending';
      const items: TransactItems = [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            // Decision 015: a paid player's refund is owed in the same write that withdraws them.
            UpdateExpression: `SET #status = :withdrawn, updated_at = :at${refund ? ', payment_status = :refunded' : ''}${wasPending ? ` REMOVE ${[...PENDING_ATTRIBUTES, ...NUDGED_ATTRIBUTES].join(', ')}` : ''}`,
            ConditionExpression: `#status = :was AND id = :id${refund ? ' AND payment_status = :paid' : ''}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':withdrawn': 'withdrawn',
              ':at': at,
              ':was': request.status,
              ':id': request.id,
              ...(refund ? { ':refunded': 'refunded', ':paid': 'paid' } : {}),
            },
          },
        },
        ...(refund ? [refundPut(tableName, refund)] : []),
      ];
      if (wasPending) items.push(pendingLeaves(request.game_id));
      if (releases) {
        items.push({
          Update: {
            TableName: tableName,
            Key: gameKeys.game(request.game_id),
            UpdateExpression: 'SET current_players = current_players - :one',
            ConditionExpression: 'current_players > :zero',
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
          },
        });
      }
      items.push(...outbox(events, at));
      const outcome = await transactWrite(db, items);
      if (outcome.ok) return true;
      if (outcome.failedConditions.includes(0)) return false;
      if (refund && outcome.failedConditions.includes(1))
        throw new Error(`payment ${refund.payment_id} of request ${request.id} is refunded already`);
      throw new Error(`game ${request.game_id} holds no spot for confirmed request ${request.id}`);
    },

    async promote(request, at, events) {
      const game = takeSpot(request.game_id);
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: 'SET #status = :confirmed, updated_at = :at, decided_at = :at',
            ConditionExpression: '#status = :waitlist AND id = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':confirmed': 'confirmed',
              ':waitlist': 'waitlist',
              ':at': at,
              ':id': request.id,
            },
          },
        },
        {
          Update: {
            ...game,
            UpdateExpression: 'SET current_players = current_players + :one',
            ConditionExpression: `${game.ConditionExpression} AND game_datetime > :at`,
            ExpressionAttributeValues: { ...game.ExpressionAttributeValues, ':one': 1, ':at': at },
          },
        },
        ...outbox(events, at),
      ]);
      if (outcome.ok) return 'promoted';
      return outcome.failedConditions.includes(0) ? 'changed' : 'full';
    },

    async nudge(request, at, cutoff, max, events, hostId) {
      // A request whose game is gone has no host to alert: no nudged-list entry.
      const nudged = hostId ? joinKeys.nudgedForHost(hostId, at, request.id) : null;
      const outcome = await transactWrite(db, [
        {
          Update: {
            TableName: tableName,
            Key: requestKey(request),
            UpdateExpression: `SET nudge_count = nudge_count + :one, last_nudge_at = :at, updated_at = :at${nudged ? ', gsi2pk = :nudgedPk, gsi2sk = :nudgedSk' : ''}`,
            ConditionExpression:
              '#status = :pending AND id = :id AND nudge_count < :max AND (attribute_not_exists(last_nudge_at) OR last_nudge_at <= :cutoff)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':at': at,
              ':pending': 'pending',
              ':id': request.id,
              ':max': max,
              ':cutoff': cutoff,
              ...(nudged ? { ':nudgedPk': nudged.gsi2pk, ':nudgedSk': nudged.gsi2sk } : {}),
            },
          },
        },
        ...outbox(events, at),
      ]);
      return outcome.ok;
    },

    async checkIn(request, at, hostId) {
      const checked = {
        Update: {
          TableName: tableName,
          Key: requestKey(request),
          UpdateExpression: 'SET checked_in_at = :at',
          ConditionExpression: 'attribute_not_exists(checked_in_at) AND #status = :confirmed AND id = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': at, ':confirmed': 'confirmed', ':id': request.id },
        },
      };
      // The game's check-ins move with the request. Once the game's attendance went into the host's
      // totals (it finished), a late check-in goes there too, in the same write; before, it doesn't.
      const arrival = (counted: boolean) => ({
        Update: {
          TableName: tableName,
          Key: gameKeys.game(request.game_id),
          UpdateExpression: 'ADD checked_in_count :one',
          ConditionExpression: counted
            ? `attribute_exists(${ATTENDANCE_COUNTED})`
            : `attribute_exists(pk) AND attribute_not_exists(${ATTENDANCE_COUNTED})`,
          ExpressionAttributeValues: { ':one': 1 },
        },
      });
      for (const counted of [false, true, false]) {
        const outcome = await transactWrite(db, [
          checked,
          arrival(counted),
          ...(counted ? [hostTotalsAdd(tableName, hostId, { completed_checked_in: 1 })] : []),
        ]);
        if (outcome.ok) return true;
        if (outcome.failedConditions.includes(0)) return false;
        // The game finished between the two tries (or its flag was as read before): try the other way.
      }
      throw new Error(`check-in of request ${request.id}: game ${request.game_id} is gone`);
    },
  };
}
