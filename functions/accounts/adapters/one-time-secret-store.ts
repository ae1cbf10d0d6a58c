import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { sha256 } from '../auth-tokens';
import type { OneTimeSecretStore } from '@functions/accounts/ports';
import type { PendingEvent } from '@functions/platform/event-ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';
import { eventWrites } from '@functions/hosting/public-event-writes';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Deletes a one-time secret only while it is still the one given: false when another took its place or it is gone. */
export const deleteSecretIfUnchanged = (
  db: DynamoDBDocumentClient,
  tableName: string,
  key: ReturnType<typeof accountKeys.oneTimeSecret>,
  secretHash: string,
) =>
  writtenIf(() =>
    db.send(
      new DeleteCommand({
        TableName: tableName,
        Key: key,
        ConditionExpression: 'secretHash = :hash',
        ExpressionAttributeValues: { ':hash': secretHash },
      }),
    ),
  );

export function dynamoOneTimeSecretStore(db: DynamoDBDocumentClient, tableName: string): OneTimeSecretStore {
  return {
    async claimSendSlot(purpose, subject, now, minGapMs, events: PendingEvent[] = []) {
      // The condition makes "one send per gap" hold even when requests race.
      const put = {
        TableName: tableName,
        Item: {
          ...accountKeys.sendSlot(purpose, sha256(subject)),
          type: ACCOUNT_ITEM_TYPES.sendSlot,
          lastSentAt: now.getTime(),
          expiresAt: epochSeconds(now) + Math.ceil(minGapMs / 1000) + 60,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR lastSentAt <= :cutoff',
        ExpressionAttributeValues: { ':cutoff': now.getTime() - minGapMs },
      };
      return writtenIf(() => {
        if (events.length === 0) return db.send(new PutCommand(put));
        const recorded = eventWrites(tableName, events, now.toISOString());
        return db.send(
          new TransactWriteCommand({ TransactItems: [{ Put: put }, ...recorded.events, ...recorded.dashboard] }),
        );
      });
    },
    async put(purpose, subject, secretHash, expiresAt) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...accountKeys.oneTimeSecret(purpose, subject),
            type: ACCOUNT_ITEM_TYPES.oneTimeSecret,
            secretHash,
            expiresAtMs: expiresAt.getTime(),
            expiresAt: epochSeconds(expiresAt),
          },
        }),
      );
    },
    async get(purpose, subject) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: accountKeys.oneTimeSecret(purpose, subject),
          ConsistentRead: true,
        }),
      );
      return Item ? { secretHash: String(Item.secretHash), expiresAt: new Date(Number(Item.expiresAtMs)) } : null;
    },
    consume: (purpose, subject, secretHash) =>
      deleteSecretIfUnchanged(db, tableName, accountKeys.oneTimeSecret(purpose, subject), secretHash),
  };
}
