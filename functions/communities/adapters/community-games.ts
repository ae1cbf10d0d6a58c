import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CommunityGames } from '@functions/communities/ports';
import type { StoredGame } from '@functions/games';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { communityKeys } from './keys';
import { gameKeys } from '@functions/games/public-keys';
import { encodeCursor, indexPartitionCursor, queryItems } from '@functions/platform/dynamo/query';

// Games linked to a community: a game item with a community_id carries byLookup keys
// COMMUNITYGAMES#<community> / <start>#<game>, so the Events tab and the stats are one query.

const MAX_LINKED_PAGES = 20;
/** Query pages one page of the Events tab may read past games no longer upcoming (then it goes on by cursor). */
const MAX_UPCOMING_PAGES = 4;

export function dynamoCommunityGames(db: DynamoDBDocumentClient, tableName: string): CommunityGames {
  const partition = (communityId: string): [string, string] => [
    'gsi5pk',
    communityKeys.communityGames(communityId).gsi5pk,
  ];
  return {
    async upcoming(communityId, from, limit, cursorText) {
      const cursor = indexPartitionCursor(cursorText, partition(communityId));
      if (cursor === null) return null;
      // A cursor's game may have started since its page was read: the key condition starts no later
      // than it (DynamoDB refuses a start key outside the condition); the status filter still holds.
      const after = typeof cursor?.gsi5sk === 'string' && cursor.gsi5sk < from ? cursor.gsi5sk : from;
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: partition(communityId), sort: ['gsi5sk', { from: after }] },
        filter: {
          expression: '#status = :upcoming',
          names: { '#status': 'status' },
          values: { ':upcoming': 'upcoming' },
        },
        pageSize: 25,
        limit,
        cursor,
        maxPages: MAX_UPCOMING_PAGES,
        map: (item) => item as unknown as StoredGame,
      });
      return { items: page.items, cursor: encodeCursor(page.cursor) ?? null };
    },

    async all(communityId) {
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: partition(communityId) },
        projection: ['id', 'game_datetime', 'status'],
        pageSize: 500,
        maxPages: MAX_LINKED_PAGES,
        map: (item) => ({
          id: String(item.id),
          game_datetime: String(item.game_datetime),
          status: item.status as StoredGame['status'],
        }),
      });
      return page.items;
    },

    async startedBetween(communityId, from, to) {
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        // The sort key is <start>#<game>: from the first start up to anything at the last one.
        key: { partition: partition(communityId), sort: ['gsi5sk', { between: [from, `${to}#~`] }] },
        projection: ['game_datetime', 'status'],
        pageSize: 100,
        maxPages: MAX_LINKED_PAGES,
        map: (item) => ({ game_datetime: String(item.game_datetime), status: item.status as StoredGame['status'] }),
      });
      return page.items;
    },

    async unlink(gameId, communityId) {
      // Unlinked already, moved to another community, or gone: nothing to do (idempotent).
      await writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: gameKeys.game(gameId),
            UpdateExpression: 'SET community_id = :none REMOVE gsi5pk, gsi5sk',
            ConditionExpression: 'community_id = :community',
            ExpressionAttributeValues: { ':none': null, ':community': communityId },
          }),
        ),
      );
    },
  };
}
