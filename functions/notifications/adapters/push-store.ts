import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { REQUEST_PUSH_WINDOW_MS } from '@shared/rules/push';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { deleteAllUnder } from '@functions/platform/dynamo/delete-keys';
import { allWithPrefix } from '@functions/platform/dynamo/query';
import type { PushSubscriptionStore, RequestPushWindows, StoredPushSubscription } from '../push-ports';
import { NOTIFICATION_ITEM_TYPES, notificationKeys } from './keys';

// Push subscriptions live in the person's own partition, one item per device keyed by the hash of
// its endpoint (so a browser that subscribes again overwrites its own item). A game's request
// window lives in the host's partition; both of its steps are single conditional updates, so two
// requests handled at once can never both push inside one window.

/** A person has a handful of devices; one page reads them all. */
const MOST_PAGES = 1;
/** A window item outlives its window by far, then the table's TTL clears it. */
const WINDOW_ITEM_SECONDS = 24 * 60 * 60;

export function dynamoPushSubscriptionStore(db: DynamoDBDocumentClient, tableName: string): PushSubscriptionStore {
  return {
    async save(userId, subscription) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...notificationKeys.pushSubscription(userId, subscription.id),
            type: NOTIFICATION_ITEM_TYPES.pushSubscription,
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            createdAt: subscription.createdAt,
          },
        }),
      );
    },

    async remove(userId, id) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: notificationKeys.pushSubscription(userId, id) }));
    },

    removeAll(userId) {
      const { pk, skPrefix } = notificationKeys.pushSubscriptionsPrefix(userId);
      return deleteAllUnder(db, tableName, { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] });
    },

    list: (userId) =>
      allWithPrefix(db, tableName, notificationKeys.pushSubscriptionsPrefix(userId), {
        maxPages: MOST_PAGES,
        map: (item): StoredPushSubscription => ({
          id: String(item.sk).slice('PUSHSUB#'.length),
          endpoint: String(item.endpoint),
          keys: { p256dh: String(item.p256dh), auth: String(item.auth) },
          createdAt: String(item.createdAt),
        }),
      }),
  };
}

export function dynamoRequestPushWindows(db: DynamoDBDocumentClient, tableName: string): RequestPushWindows {
  const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + WINDOW_ITEM_SECONDS;
  return {
    async claim(hostId, gameId, now) {
      const Key = notificationKeys.requestPushWindow(hostId, gameId);
      try {
        // The window is over (or never began): this request pushes, taking those held back with it.
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'SET #type = :type, lastPushAt = :now, heldBack = :zero, expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(pk) OR lastPushAt <= :cutoff',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':type': NOTIFICATION_ITEM_TYPES.requestPushWindow,
              ':now': now.toISOString(),
              ':zero': 0,
              ':expires': expiresAt(now),
              ':cutoff': new Date(now.getTime() - REQUEST_PUSH_WINDOW_MS).toISOString(),
            },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return { push: true, count: Number(Attributes?.heldBack ?? 0) + 1 };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD heldBack :one',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { push: false, heldBack: Number(Attributes?.heldBack ?? 1), lastPushAt: String(Attributes?.lastPushAt) };
    },

    async flush(hostId, gameId, now) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: notificationKeys.requestPushWindow(hostId, gameId),
            UpdateExpression: 'SET lastPushAt = :now, heldBack = :zero, expiresAt = :expires',
            ConditionExpression: 'heldBack > :zero',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':zero': 0, ':expires': expiresAt(now) },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return Number(Attributes?.heldBack ?? 0);
      } catch (error) {
        if (isConditionFailure(error)) return 0;
        throw error;
      }
    },
  };
}
