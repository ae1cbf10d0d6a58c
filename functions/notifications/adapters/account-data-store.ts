import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { deleteAllUnder } from '@functions/platform/dynamo/delete-keys';
import { queryItems } from '@functions/platform/dynamo/query';
import { notificationKeys } from './keys';

// A user's in-app notifications for their data export, and their erasure when the account is
// deleted: every item under the user's NOTIF# prefix, a page at a time.

const PAGE = 100;
/** The TTL keeps a user's notifications to 90 days' worth; the export reads at most this many. */
const MOST_EXPORTED = 2000;

export function dynamoNotificationAccountData(db: DynamoDBDocumentClient, tableName: string) {
  const ofUser = (userId: string) => {
    const { pk, skPrefix } = notificationKeys.notificationsPrefix(userId);
    return {
      partition: ['pk', pk] as [string, string],
      sort: ['sk', { beginsWith: skPrefix }] as [string, { beginsWith: string }],
    };
  };
  return {
    async notificationsOf(userId: string) {
      const page = await queryItems(db, {
        tableName,
        key: ofUser(userId),
        descending: true,
        limit: MOST_EXPORTED,
        pageSize: PAGE,
        maxPages: MOST_EXPORTED / PAGE,
        map: (item) => ({
          title: String(item.title),
          body: String(item.body),
          link: String(item.link),
          is_read: item.is_read === true,
          created_at: String(item.created_at),
        }),
      });
      return page.items;
    },

    /** Deletes them all; a repeat finds none. */
    async eraseAll(userId: string): Promise<number> {
      return deleteAllUnder(db, tableName, ofUser(userId));
    },
  };
}
