import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SPOT_ALERTS_PER_DAY, type SpotAlertEntry } from '@shared/rules/spot-alerts';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { deleteAllUnder } from '@functions/platform/dynamo/delete-keys';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite, type TransactItem } from '@functions/platform/dynamo/transact';
import type { SpotAlertStore } from '../spot-alert-ports';
import { NOTIFICATION_ITEM_TYPES, notificationKeys } from './keys';

// Spot-alert filings: a registration in the player's partition naming their entries, and one entry
// per sport in the partition of the sport and the player's ~39 × 20 km cell. Both change together,
// in one transaction conditional on the registration as read, so no entry is ever left behind.

const PAGE = 100;
/** A day's claims outlive the day (an event redelivered after midnight still finds its claim). */
const DAY_CLAIM_SECONDS = 2 * 24 * 60 * 60;

const entryKey = (userId: string, entry: Pick<SpotAlertEntry, 'sport' | 'cell'>) =>
  notificationKeys.spotAlertEntry(entry.sport, entry.cell, userId);
const keyText = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;

export function dynamoSpotAlertStore(db: DynamoDBDocumentClient, tableName: string): SpotAlertStore {
  return {
    async registration(userId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: notificationKeys.spotAlertRegistration(userId),
          ConsistentRead: true,
        }),
      );
      return Item ? { entries: Item.entries as SpotAlertEntry[], version: String(Item.version) } : null;
    },

    async replace(userId, read, next) {
      const registrationKey = notificationKeys.spotAlertRegistration(userId);
      const nextKeys = new Set((next?.entries ?? []).map((entry) => keyText(entryKey(userId, entry))));
      const stale: TransactItem[] = (read?.entries ?? [])
        .map((entry) => entryKey(userId, entry))
        .filter((key) => !nextKeys.has(keyText(key)))
        .map((Key) => ({ Delete: { TableName: tableName, Key } }));
      const filed: TransactItem[] = (next?.entries ?? []).map((entry) => ({
        Put: {
          TableName: tableName,
          Item: {
            ...entryKey(userId, entry),
            type: NOTIFICATION_ITEM_TYPES.spotAlertEntry,
            userId,
            point: entry.point,
            km: entry.km,
          },
        },
      }));
      // Conditional on the registration as read: a concurrent sync makes this one read again.
      const asRead = read
        ? {
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': read.version },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const registration: TransactItem = next
        ? {
            Put: {
              TableName: tableName,
              Item: {
                ...registrationKey,
                type: NOTIFICATION_ITEM_TYPES.spotAlertRegistration,
                entries: next.entries,
                version: next.version,
              },
              ...asRead,
            },
          }
        : { Delete: { TableName: tableName, Key: registrationKey, ...asRead } };
      const outcome = await transactWrite(db, { registration, stale, filed });
      return outcome.ok ? 'saved' : 'changed';
    },

    async subscribers(sport, cell, cursor) {
      const page = await queryItems(db, {
        tableName,
        key: { partition: ['pk', notificationKeys.spotAlertPartition(sport, cell)] },
        projection: ['userId', 'point', 'km'],
        limit: PAGE,
        maxPages: 1,
        cursor,
        map: (item) => ({ userId: String(item.userId), point: String(item.point), km: Number(item.km) }),
      });
      return { subscribers: page.items, cursor: page.cursor, read: page.read };
    },

    async claimDay({ userId, day, gameId, eventId }) {
      const Key = notificationKeys.spotAlertDay(userId, day);
      const expiresAt = Math.floor(Date.now() / 1000) + DAY_CLAIM_SECONDS;
      // The day's first alert creates the item; later ones add the game if the day has room.
      const first = await writtenIf(() =>
        db.send(
          new PutCommand({
            TableName: tableName,
            Item: { ...Key, type: NOTIFICATION_ITEM_TYPES.spotAlertDay, games: { [gameId]: eventId }, expiresAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      if (first) return 'claimed';
      const added = await writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'SET games.#game = :event',
            // A game is counted once a day; the same event may claim it again (a redelivery).
            ConditionExpression: '(attribute_not_exists(games.#game) AND size(games) < :most) OR games.#game = :event',
            ExpressionAttributeNames: { '#game': gameId },
            ExpressionAttributeValues: { ':event': eventId, ':most': SPOT_ALERTS_PER_DAY },
          }),
        ),
      );
      return added ? 'claimed' : 'refused';
    },

    async eraseDays(userId) {
      const { pk, skPrefix } = notificationKeys.spotAlertDaysPrefix(userId);
      await deleteAllUnder(db, tableName, { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] });
    },
  };
}
