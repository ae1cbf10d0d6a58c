import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { showsInGoing, type GoingPlayer } from '@shared/rules/going';
import type { StoredJoinRequest } from '../ports';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import type { TransactItem } from '@functions/platform/dynamo/transact';
import { queryItems } from '@functions/platform/dynamo/query';

// Who is going, as small items in the game's own partition (`GOING#<userId>`): one per confirmed
// player who lets others see them, carrying only what an avatar needs. They sit beside the game,
// never on it, so the game item and what indexes copy of it stay the size they are; a game's first
// few avatars are one Query with a Limit. The item is written in the same transaction that confirms
// the player and deleted in the one that takes the spot back; a change of the player's switch, name
// or picture (and the deletion of their account) re-derives their items from their requests.

export const goingKeys = {
  going: (gameId: string, userId: string) => ({ pk: `GAME#${gameId}`, sk: `GOING#${userId}` }),
  gameGoingPrefix: (gameId: string) => ({ pk: `GAME#${gameId}`, skPrefix: 'GOING#' }),
} as const;
export const GOING_ITEM_TYPE = 'going';

type GoingRequest = Pick<StoredJoinRequest, 'game_id' | 'user_id'>;
type GoingProfile = { name: string; profile_pic: string | null; show_in_going: boolean };

const goingItem = (request: GoingRequest, profile: GoingProfile, at: string) => ({
  ...goingKeys.going(request.game_id, request.user_id),
  type: GOING_ITEM_TYPE,
  game_id: request.game_id,
  user_id: request.user_id,
  name: profile.name,
  ...(profile.profile_pic ? { profile_pic: profile.profile_pic } : {}),
  updated_at: at,
});

/**
 * The going item a confirmation writes in its own transaction: absent when the request is not
 * being confirmed, the player has no profile (their account is gone) or they chose not to be shown.
 * The profile is read here, just before the transaction: a switch turned off meanwhile is caught by
 * the re-derivation its profile change triggers.
 */
export async function goingOnConfirm(
  db: DynamoDBDocumentClient,
  tableName: string,
  request: GoingRequest,
  status: string,
  at: string,
): Promise<TransactItem | undefined> {
  if (status !== 'confirmed') return undefined;
  const profile = await dynamoProfileRepository(db, tableName).get(request.user_id);
  if (!profile || !showsInGoing(profile, status)) return undefined;
  return { Put: { TableName: tableName, Item: goingItem(request, profile, at) } };
}

/** The going item's removal in the transaction that takes a confirmed player's spot back. */
export const goingLeaves = (tableName: string, request: GoingRequest): TransactItem => ({
  Delete: { TableName: tableName, Key: goingKeys.going(request.game_id, request.user_id) },
});

const toGoingPlayer = (item: Record<string, unknown>): GoingPlayer => ({
  user_id: String(item.user_id),
  name: String(item.name ?? ''),
  profile_pic: typeof item.profile_pic === 'string' ? item.profile_pic : null,
});

export function dynamoGoingStore(db: DynamoDBDocumentClient, tableName: string) {
  return {
    /** A game's first `limit` avatars: one Query, reading no more items than it returns. */
    async first(gameId: string, limit: number): Promise<GoingPlayer[]> {
      const { pk, skPrefix } = goingKeys.gameGoingPrefix(gameId);
      const { items } = await queryItems(db, {
        tableName,
        key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
        projection: ['user_id', 'name', 'profile_pic'],
        limit,
        maxPages: 1,
        map: toGoingPlayer,
      });
      return items;
    },
    /** Writes the player's item for one game as their profile now says (or removes it). */
    async put(request: GoingRequest, profile: GoingProfile, at: string): Promise<void> {
      await db.send(new PutCommand({ TableName: tableName, Item: goingItem(request, profile, at) }));
    },
    async remove(request: GoingRequest): Promise<void> {
      await db.send(
        new DeleteCommand({ TableName: tableName, Key: goingKeys.going(request.game_id, request.user_id) }),
      );
    },
  };
}
export type GoingStore = ReturnType<typeof dynamoGoingStore>;
