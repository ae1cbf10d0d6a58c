import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NotificationRepository, StoredNotification } from '@functions/notifications/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { NOTIFICATION_ITEM_TYPES, notificationKeys } from './keys';
import { countItems, queryItems, type KeyCondition } from '@functions/platform/dynamo/query';

// In-app notifications in the user's partition, `NOTIF#<created_at>#<eventId>`: newest first by
// key, and one per (user, event) because the key is made from the event, so a redelivered event adds nothing. The TTL
// clears them after 90 days.
const KEEP_SECONDS = 90 * 24 * 60 * 60;
const MAX_PAGES = 10;
const PARALLEL_WRITES = 10;

/** The id the API shows is the key's tail; only ids of that shape can name an item. */
const ID_PATTERN = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]{1,80}$/;

const toNotification = (item: Record<string, unknown>): StoredNotification => ({
  id: String(item.sk).slice('NOTIF#'.length),
  user_id: String(item.user_id),
  title: String(item.title),
  body: String(item.body),
  link: String(item.link),
  is_read: item.is_read === true,
  created_at: String(item.created_at),
});

export function dynamoNotificationRepository(db: DynamoDBDocumentClient, tableName: string): NotificationRepository {
  const allOf = (userId: string) => {
    const { pk, skPrefix } = notificationKeys.notificationsPrefix(userId);
    return { tableName, key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] } as KeyCondition };
  };
  const unread = { expression: 'is_read = :false', values: { ':false': false } };

  async function markOne(userId: string, id: string) {
    if (!ID_PATTERN.test(id)) return;
    const [createdAt, eventId] = [id.slice(0, id.indexOf('#')), id.slice(id.indexOf('#') + 1)];
    await writtenIf(() =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: notificationKeys.notification(userId, createdAt, eventId),
          UpdateExpression: 'SET is_read = :true',
          // Never creates an item: an unknown id stays unknown.
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true },
        }),
      ),
    );
  }

  async function markAll(userId: string, ids: string[]) {
    for (let start = 0; start < ids.length; start += PARALLEL_WRITES) {
      await Promise.all(ids.slice(start, start + PARALLEL_WRITES).map((id) => markOne(userId, id)));
    }
  }

  return {
    async add(n) {
      await writtenIf(() =>
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...notificationKeys.notification(n.userId, n.createdAt, n.eventId),
              type: NOTIFICATION_ITEM_TYPES.notification,
              user_id: n.userId,
              event_id: n.eventId,
              title: n.title,
              body: n.body,
              link: n.link,
              is_read: false,
              created_at: n.createdAt,
              expiresAt: Math.floor(new Date(n.createdAt).getTime() / 1000) + KEEP_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },

    async latest(userId, limit) {
      const { items } = await queryItems(db, {
        ...allOf(userId),
        descending: true,
        limit,
        maxPages: 1,
        map: toNotification,
      });
      return items;
    },

    async unreadCount(userId, cap) {
      return countItems(db, { ...allOf(userId), filter: unread, descending: true, cap, maxPages: MAX_PAGES });
    },

    async markRead(userId, ids) {
      if (ids) return markAll(userId, ids);
      const { items } = await queryItems(db, {
        ...allOf(userId),
        filter: unread,
        projection: ['sk'],
        maxPages: MAX_PAGES,
        map: (item) => String(item.sk).slice('NOTIF#'.length),
      });
      await markAll(userId, items);
    },
  };
}
