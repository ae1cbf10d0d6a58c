import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from '@functions/platform/dynamo/delete-keys';
import { queryItems, type Cursor } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import type { PendingEvent } from '@functions/platform/event-ports';
import { accountKeys } from './keys';

// The accounts domain's own part of deleting an account: the profile goes in the same transaction
// that records AccountDeleted.v1 (so the other domains' erasures are never lost, decision 042), and
// the user's stat counters and activity feed afterwards (a repeat finds nothing left).

const PAGE = 100;

export function dynamoAccountDeletionStore(db: DynamoDBDocumentClient, tableName: string) {
  return {
    /** Deletes the profile (whether or not one is left) and records the events (AccountDeleted.v1), atomically. */
    async deleteProfile(userId: string, events: PendingEvent[], deletedAt: string): Promise<void> {
      const outcome = await transactWrite(db, {
        profile: { Delete: { TableName: tableName, Key: accountKeys.profile(userId) } },
        ...eventWrites(tableName, events, deletedAt),
      });
      if (!outcome.ok) throw new Error('the account deletion transaction was refused');
    },

    /** The stat counters and the activity feed in the user's partition. */
    async eraseStats(userId: string): Promise<number> {
      const { pk } = accountKeys.profile(userId);
      const ours = new Set([accountKeys.userStats(userId).sk, accountKeys.profile(userId).sk]);
      const activity = accountKeys.activityPrefix(userId).skPrefix;
      let erased = 0;
      let cursor: Cursor | undefined;
      for (;;) {
        const page = await queryItems(db, {
          cursor,
          tableName,
          key: { partition: ['pk', pk] },
          projection: ['pk', 'sk'],
          limit: PAGE,
          maxPages: 1,
          consistent: true,
          map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
          // Only the accounts domain's items: notifications in this partition are their domain's to erase.
          keep: (key) => ours.has(key.sk) || key.sk.startsWith(activity),
        });
        await deleteKeys(db, tableName, page.items);
        erased += page.items.length;
        if (!page.cursor) return erased;
        cursor = page.cursor;
      }
    },
  };
}
export type AccountDeletionStore = ReturnType<typeof dynamoAccountDeletionStore>;
