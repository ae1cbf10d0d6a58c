import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sha256 } from '../auth-tokens';
import type { SignInSourceLimits } from '../ports';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';

// Phone sign-ins per caller address and per network in the clock hour: two counters, each guarded
// by its limit, spent together in one transaction (a refused request spends neither). Addresses
// are hashed, so keys hold no personal data.
const HOUR_MS = 60 * 60 * 1000;
const CONFLICT_RETRIES = 3;

export function dynamoSignInSourceLimits(db: DynamoDBDocumentClient, tableName: string): SignInSourceLimits {
  return {
    async spend(sources, now) {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      const command = new TransactWriteCommand({
        TransactItems: sources.map(({ kind, id, perHour }) => ({
          Update: {
            TableName: tableName,
            Key: accountKeys.signInSource(kind, sha256(id), hour),
            UpdateExpression: 'SET #type = :type, expiresAt = :ttl ADD #count :one',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
            ExpressionAttributeNames: { '#type': 'type', '#count': 'count' },
            ExpressionAttributeValues: {
              ':type': ACCOUNT_ITEM_TYPES.signInSource,
              ':ttl': Math.floor(((hour + 2) * HOUR_MS) / 1000),
              ':one': 1,
              ':max': perHour,
            },
          },
        })),
      });
      for (let attempt = 0; ; attempt++) {
        try {
          await db.send(command);
          return null;
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
          const reasons = error.CancellationReasons ?? [];
          const spent = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
          if (spent >= 0) return { kind: sources[spent]!.kind, retryAt: new Date((hour + 1) * HOUR_MS) };
          if (attempt >= CONFLICT_RETRIES || !reasons.some((r) => r.Code === 'TransactionConflict')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
        }
      }
    },
  };
}
