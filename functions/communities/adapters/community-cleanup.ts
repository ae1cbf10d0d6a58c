import { DeleteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityCleanup } from '@functions/communities/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { communityKeys } from './keys';
import { communityUpdate } from './community-item';
import { statsCounterUpdate } from '@functions/accounts/public-storage';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';

// What the community consumer writes: a deleted community's partition emptied (members, requests,
// reviews), and the linked games map of a living one. Both are safe to repeat.
const PAGE = 100;

const MEMBER_PREFIX = 'MEMBER#';

export function dynamoCommunityCleanup(db: DynamoDBDocumentClient, tableName: string): CommunityCleanup {
  /** A membership leaves with its member's counter in one transaction, so a repeated cleanup moves it once. */
  async function removeMember(Key: { pk: string; sk: string }) {
    const userId = Key.sk.slice(MEMBER_PREFIX.length);
    await transactWrite(db, {
      member: { Delete: { TableName: tableName, Key, ConditionExpression: 'attribute_exists(pk)' } },
      joined: statsCounterUpdate(tableName, userId, 'communities_joined', -1),
    });
  }

  return {
    async deleteContents(communityId) {
      let deleted = 0;
      for (;;) {
        // Each round reads one page and deletes it, until the partition is empty.
        const page = await queryItems(db, {
          tableName,
          key: { partition: ['pk', communityKeys.communityPartition(communityId).pk] },
          projection: ['pk', 'sk'],
          limit: PAGE,
          consistent: true,
          map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
        });
        // The community item itself is gone already; never touch it if it came back.
        const doomed = page.items.filter((key) => key.sk !== communityKeys.community(communityId).sk);
        await Promise.all(
          doomed.map((Key) =>
            Key.sk.startsWith(MEMBER_PREFIX)
              ? removeMember(Key)
              : db.send(new DeleteCommand({ TableName: tableName, Key })),
          ),
        );
        deleted += doomed.length;
        if (page.items.length < PAGE || doomed.length === 0) return deleted;
      }
    },

    async setGameCounts(communityId, counts) {
      // Absent starts are removed rather than stored as null; an old item's map goes for good.
      const sets = ['games_count = :count', 'games_held = :held'];
      const removes = ['linked_games'];
      const values: Record<string, unknown> = { ':count': counts.count, ':held': counts.held };
      if (counts.last_held_at) {
        sets.push('last_game_at = :last');
        values[':last'] = counts.last_held_at;
      } else removes.push('last_game_at');
      if (counts.next_at) {
        sets.push('next_game_at = :next');
        values[':next'] = counts.next_at;
      } else removes.push('next_game_at');
      const update = communityUpdate(tableName, communityId, {
        expression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        values,
      });
      // A community deleted meanwhile has no linked games to keep.
      await writtenIf(() => db.send(new UpdateCommand(update)));
    },
  };
}
