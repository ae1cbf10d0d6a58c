import { DeleteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityCleanup } from '../../services/ports';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { queryItems } from './query';

// What the community consumer writes: a deleted community's partition emptied (members, requests,
// reviews), and the linked games map of a living one. Both are safe to repeat.
const PAGE = 100;

export function dynamoCommunityCleanup(db: DynamoDBDocumentClient, tableName: string): CommunityCleanup {
  return {
    async deleteContents(communityId) {
      let deleted = 0;
      for (;;) {
        // Each round reads one page and deletes it, until the partition is empty.
        const page = await queryItems(db, {
          tableName,
          key: { partition: ['pk', keys.communityPartition(communityId).pk] },
          projection: ['pk', 'sk'],
          limit: PAGE,
          consistent: true,
          map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
        });
        // The community item itself is gone already; never touch it if it came back.
        const doomed = page.items.filter((key) => key.sk !== keys.community(communityId).sk);
        await Promise.all(doomed.map((Key) => db.send(new DeleteCommand({ TableName: tableName, Key }))));
        deleted += doomed.length;
        if (page.items.length < PAGE || doomed.length === 0) return deleted;
      }
    },

    async setLinkedGames(communityId, linked) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.community(communityId),
            // An empty map is removed instead (DynamoDB Local's stream can't hand one back readably).
            ...(Object.keys(linked).length
              ? { UpdateExpression: 'SET linked_games = :linked', ExpressionAttributeValues: { ':linked': linked } }
              : { UpdateExpression: 'REMOVE linked_games' }),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error; // deleted meanwhile
      }
    },
  };
}
