import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredJoinRequest } from '../ports';
import { gameKeys } from '@functions/games/public-keys';
import { pendingCountMove } from '@functions/games/public-items';
import { JOIN_ITEM_TYPES, joinKeys } from './keys';
import { requestKeyOfId } from '../request-ids';
import { filedStatusKey } from './status-index';

// A join request as its items (the request and its id pointer), and the table operations the join
// request repositories share: a consistent read of a request and the game's side of a transition.

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
  // Only a request that joined through a friend's group link has one (shared/rules/playing-together.ts).
  'group_code',
  // Only a request written for a series' regular (decision 071).
  'regular',
] as const satisfies readonly (keyof StoredJoinRequest)[];
export const MAX_PAGES = 20;
/** Index attributes only a pending request has; a decision or a withdrawal takes them away. */
export const PENDING_ATTRIBUTES = ['gsi5pk', 'gsi5sk'] as const;
export const NUDGED_ATTRIBUTES = ['gsi2pk', 'gsi2sk'] as const;

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
 * conditions read naturally) and its id pointer (null when the id itself names the key). Exported for test fixtures that batch-write many.
 */
export function joinRequestItems(
  request: StoredJoinRequest,
  hostId?: string,
): [Record<string, unknown>, Record<string, unknown> | null] {
  const fields = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null));
  const item = {
    ...joinKeys.joinRequest(request.game_id, request.user_id),
    ...joinKeys.requestByPlayer(request.user_id, request.created_at, request.game_id),
    ...filedStatusKey(request),
    ...(request.game_pass ? joinKeys.gamePass(request.game_pass) : {}),
    ...(request.status === 'pending' && hostId ? joinKeys.pendingForHost(hostId, request.created_at, request.id) : {}),
    ...(request.status === 'pending' && hostId && request.last_nudge_at
      ? joinKeys.nudgedForHost(hostId, request.last_nudge_at, request.id)
      : {}),
    type: JOIN_ITEM_TYPES.joinRequest,
    ...fields,
  };
  // An id that carries its key needs no pointer to it (request-ids.ts).
  const pointer = requestKeyOfId(request.id)
    ? null
    : {
        ...joinKeys.joinRequestPointer(request.id),
        type: JOIN_ITEM_TYPES.joinRequestPointer,
        gameId: request.game_id,
        userId: request.user_id,
      };
  return [item, pointer];
}

/** What every join request repository does with the table, bound to it. */
export function joinTable(db: DynamoDBDocumentClient, tableName: string) {
  const requestKey = (request: StoredJoinRequest) => joinKeys.joinRequest(request.game_id, request.user_id);

  async function get(gameId: string, userId: string) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: joinKeys.joinRequest(gameId, userId), ConsistentRead: true }),
    );
    return Item ? toJoinRequest(Item) : null;
  }

  /** The game's counters keep its pending requests' count: one less, in the request's own write. */
  const pendingLeaves = (gameId: string) => pendingCountMove(tableName, gameId, -1);

  /** The game's side of taking a spot: room left, still upcoming. No placeholders in the capacity term. */
  const takeSpot = (gameId: string) => ({
    TableName: tableName,
    Key: gameKeys.game(gameId),
    ConditionExpression: '#status = :upcoming AND current_players < max_players',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':upcoming': 'upcoming' } as Record<string, unknown>,
  });

  return { requestKey, get, pendingLeaves, takeSpot };
}
