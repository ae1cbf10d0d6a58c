import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional';
import { ITEM_TYPES, keys } from './keys';

// Consumers see each event at least once; a conditional marker makes the effect happen once.
const KEEP_SECONDS = 7 * 24 * 60 * 60;

export interface Idempotency {
  /** Runs `effect` unless `key` already ran; a failed effect releases the key for the retry. */
  once(key: string, effect: () => Promise<void>): Promise<'done' | 'duplicate'>;
}

export function dynamoIdempotency(db: DynamoDBDocumentClient, tableName: string): Idempotency {
  return {
    async once(key, effect) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keys.idempotency(key),
              type: ITEM_TYPES.idempotency,
              expiresAt: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) return 'duplicate';
        throw error;
      }
      try {
        await effect();
        return 'done';
      } catch (error) {
        await db.send(new DeleteCommand({ TableName: tableName, Key: keys.idempotency(key) }));
        throw error;
      }
    },
  };
}
