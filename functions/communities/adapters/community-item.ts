import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredCommunity } from '../ports';
import { communityKeys } from './keys';
import { countsFromLinkedMap, NO_LINKED_GAMES, type LinkedGameCounts } from '../linked-game-counts';

// The community item as the repositories read it, and what they share: a consistent read by key.
// The item holds the community's fields and the counters its transactions keep exact: member_count
// (under max_members), review_sum/review_count (by delta), pending_count. max_members is absent
// when unlimited, so "room" is one condition.

export const ROOM = '(attribute_not_exists(max_members) OR member_count < max_members)';

const FIELDS = [
  'id',
  'name',
  'sport',
  'sports',
  'location',
  'description',
  'host_id',
  'is_public',
  'requires_approval',
  'max_members',
  'profile_pic',
  'cover_pic',
  'tags',
  'created_at',
  'updated_at',
  'last_activity_at',
] as const satisfies readonly (keyof StoredCommunity)[];

export const toCommunity = (item: Record<string, unknown>): StoredCommunity => {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, item[field] ?? null])) as Record<string, unknown>;
  return {
    ...(fields as unknown as StoredCommunity),
    sports: (item.sports as string[]) ?? [],
    tags: (item.tags as string[]) ?? [],
    is_public: item.is_public !== false,
    requires_approval: item.requires_approval === true,
    max_members: item.max_members == null ? null : Number(item.max_members),
    member_count: Number(item.member_count ?? 0),
    review_sum: Number(item.review_sum ?? 0),
    review_count: Number(item.review_count ?? 0),
    pending_count: Number(item.pending_count ?? 0),
    last_activity_at: String(item.last_activity_at ?? item.created_at),
    games: gameCountsOf(item),
    highlight: item.highlight
      ? highlightOf(item.highlight as { rating: number; text: string; userName: string })
      : null,
  };
};
/** The counts on the item; an item from before them still has its map, counted as of now (migration on read). */
function gameCountsOf(item: Record<string, unknown>): LinkedGameCounts {
  if (item.games_count === undefined)
    return item.linked_games
      ? countsFromLinkedMap(item.linked_games as Record<string, string>, new Date())
      : NO_LINKED_GAMES;
  return {
    count: Number(item.games_count),
    held: Number(item.games_held ?? 0),
    last_held_at: (item.last_game_at as string | undefined) ?? null,
    next_at: (item.next_game_at as string | undefined) ?? null,
  };
}
const highlightOf = (h: { rating: number; text: string; userName: string }) => ({
  rating: Number(h.rating),
  text: h.text,
  userName: h.userName,
});

/** One item by key, read consistently; null when there is none. */
export async function readItem(db: DynamoDBDocumentClient, tableName: string, key: Record<string, string>) {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return Item ?? null;
}

/**
 * An update of the community item (its counters, its card, its linked games): by default only while
 * the community exists, so a write never brings a deleted one back as a bare counter item.
 */
export const communityUpdate = (
  tableName: string,
  communityId: string,
  update: { expression: string; values?: Record<string, unknown>; condition?: string },
) => ({
  TableName: tableName,
  Key: communityKeys.community(communityId),
  UpdateExpression: update.expression,
  ConditionExpression: update.condition ?? 'attribute_exists(pk)',
  ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
});

export async function readCommunity(db: DynamoDBDocumentClient, tableName: string, communityId: string) {
  const item = await readItem(db, tableName, communityKeys.community(communityId));
  return item ? toCommunity(item) : null;
}
