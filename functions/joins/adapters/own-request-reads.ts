import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryItems } from '@functions/platform/dynamo/query';
import type { StoredJoinRequest } from '../ports';
import { joinKeys } from './keys';
import { joinTable, toJoinRequest } from './join-request-items';

// A player's own request for one game, read from the player's side: their byOwner entries (the
// request item whole, keyed by when it was made) instead of the request's key in the game's
// partition, which every viewer of a viral game would read at once. A request is made after its
// game, so the entries since the game's creation hold it if it exists: a short run of the
// player's own latest requests, whatever the game's crowd.

/** Entries read at most before giving up on the player's side: a page's worth of their requests. */
export const OWN_ENTRIES_READ = 100;

export function dynamoOwnRequestReads(db: DynamoDBDocumentClient, tableName: string) {
  const { get } = joinTable(db, tableName);
  return {
    /**
     * The player's request for the game among their requests made from `since` on: the request, null
     * when they made none, or 'unsure' when more than OWN_ENTRIES_READ were made since (then read it by key).
     */
    async since(userId: string, gameId: string, since: string): Promise<StoredJoinRequest | null | 'unsure'> {
      const { gsi1pk, gsi1skPrefix } = joinKeys.playerRequestsPrefix(userId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: {
          partition: ['gsi1pk', gsi1pk],
          // Every sort key of a request made at `since` or later ('~' sorts after any ISO instant).
          sort: ['gsi1sk', { between: [`${gsi1skPrefix}${since}`, `${gsi1skPrefix}~`] }],
        },
        filter: { expression: 'game_id = :game', values: { ':game': gameId } },
        pageSize: OWN_ENTRIES_READ,
        limit: 1,
        maxPages: 1,
        map: toJoinRequest,
      });
      if (page.items[0]) return page.items[0];
      return page.cursor ? 'unsure' : null;
    },
    /** By the request's key in the game's partition, read consistently: what 'unsure' falls back to. */
    byKey: (userId: string, gameId: string) => get(gameId, userId),
  };
}
export type OwnRequestReads = ReturnType<typeof dynamoOwnRequestReads>;
