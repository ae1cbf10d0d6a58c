import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { queryItems } from '@functions/platform/dynamo/query';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';

// How many of a community's games each player was checked in at: one item per (community, player)
// holding the game ids seen and their count. Adding a game id already in the set is a no-op under
// the condition, so a repeated or retried record never counts a game twice, and a host scanning a
// pass again heals a count a failed write missed.

const PLAYED_PAGES = 20;

export function dynamoCommunityPlayed(db: DynamoDBDocumentClient, tableName: string) {
  return {
    /** Counts the game for the player once; false when it was counted already. */
    async record(communityId: string, gameId: string, userId: string, at: string): Promise<boolean> {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: communityKeys.communityPlayed(communityId, userId),
            UpdateExpression:
              'ADD games :game, played_games :one SET #type = :type, community_id = :community, user_id = :user, updated_at = :at, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
            ConditionExpression: 'attribute_not_exists(games) OR NOT contains(games, :id)',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':game': new Set([gameId]),
              ':id': gameId,
              ':one': 1,
              ':type': COMMUNITY_ITEM_TYPES.communityPlayed,
              ':community': communityId,
              ':user': userId,
              ':at': at,
              ...Object.fromEntries(
                Object.entries(communityKeys.playedByPlayer(userId, communityId)).map(([k, v]) => [`:${k}`, v]),
              ),
            },
          }),
        ),
      );
    },

    /** Games played in the community by each of these players (absent: none). */
    async playedCounts(communityId: string, userIds: string[]): Promise<Map<string, number>> {
      const ids = [...new Set(userIds)];
      if (!ids.length) return new Map();
      const items = await batchGetItems(db, {
        tableName,
        keys: ids.map((id) => communityKeys.communityPlayed(communityId, id)),
        projection: ['user_id', 'played_games'],
      });
      return new Map(items.map((item) => [String(item.user_id), Number(item.played_games ?? 0)]));
    },

    /** Deletes every played record naming the player; how many went. */
    async eraseOf(userId: string): Promise<number> {
      const { gsi1pk, gsi1skPrefix } = communityKeys.playedByPlayerPrefix(userId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        projection: ['pk', 'sk'],
        maxPages: PLAYED_PAGES,
        map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
      });
      await deleteKeys(db, tableName, page.items);
      return page.items.length;
    },
  };
}
export type CommunityPlayed = ReturnType<typeof dynamoCommunityPlayed>;
