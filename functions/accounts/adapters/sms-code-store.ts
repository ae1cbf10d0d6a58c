import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sameSecret, sha256 } from '../auth-tokens';
import type { SmsBudgetLimits, SmsCodeStore, SmsRefusal } from '@functions/accounts/ports';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';
import { deleteSecretIfUnchanged } from './one-time-secret-store';

// Sign-in codes and the SMS budget in the table. A send is one transaction: the
// number's recent sends (guarded by a version, so two racing sends can't both pass the gap or the
// hourly count), the app's counter for this hour (guarded by its maximum) and the code itself.
// An answer first spends an attempt on the code (guarded by the attempt limit), then compares.
const HOUR_MS = 60 * 60 * 1000;
const PURPOSE = 'sms-otp';
const epochSeconds = (ms: number) => Math.floor(ms / 1000);

interface Sends {
  exists: boolean;
  version: number;
  /** Send times (ms), oldest first, at most the hourly budget of them. */
  sends: number[];
}

function numberRefusal(
  history: number[],
  now: number,
  limits: SmsBudgetLimits,
): { refusal: SmsRefusal | null; recent: number[] } {
  const recent = history.filter((at) => at > now - HOUR_MS).sort((a, b) => a - b);
  const last = recent.at(-1);
  if (last !== undefined && last > now - limits.minGapMs)
    return { refusal: { reason: 'too-soon', retryAt: new Date(last + limits.minGapMs) }, recent };
  if (recent.length >= limits.perNumberPerHour) {
    return {
      refusal: {
        reason: 'number-budget',
        retryAt: new Date(recent[recent.length - limits.perNumberPerHour]! + HOUR_MS),
      },
      recent,
    };
  }
  return { refusal: null, recent };
}

export function dynamoSmsCodeStore(db: DynamoDBDocumentClient, tableName: string): SmsCodeStore {
  const hourOf = (now: Date) => Math.floor(now.getTime() / HOUR_MS);
  const appRefused = (hour: number): SmsRefusal => ({ reason: 'app-budget', retryAt: new Date((hour + 1) * HOUR_MS) });

  async function readSends(phone: string): Promise<Sends> {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: accountKeys.smsSends(sha256(phone)), ConsistentRead: true }),
    );
    return Item
      ? {
          exists: true,
          version: Number(Item.version ?? 0),
          sends: ((Item.sends as number[] | undefined) ?? []).map(Number),
        }
      : { exists: false, version: 0, sends: [] };
  }

  const deleteIfStill = (key: ReturnType<typeof accountKeys.oneTimeSecret>, secretHash: string) =>
    deleteSecretIfUnchanged(db, tableName, key, secretHash);

  return {
    async refusal(phone, now, limits) {
      const { refusal } = numberRefusal((await readSends(phone)).sends, now.getTime(), limits);
      if (refusal) return refusal;
      const hour = hourOf(now);
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: accountKeys.smsAppBudget(hour), ConsistentRead: true }),
      );
      return Number(Item?.sent ?? 0) >= limits.appPerHour ? appRefused(hour) : null;
    },

    async issue({ phone, username, codeHash, expiresAt, now, limits }) {
      const current = await readSends(phone);
      const { refusal, recent } = numberRefusal(current.sends, now.getTime(), limits);
      if (refusal) return refusal;
      const hour = hourOf(now);
      const sends = [...recent, now.getTime()].slice(-limits.perNumberPerHour);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...accountKeys.smsSends(sha256(phone)),
                    type: ACCOUNT_ITEM_TYPES.smsSends,
                    sends,
                    version: current.version + 1,
                    expiresAt: epochSeconds(now.getTime() + HOUR_MS) + 60,
                  },
                  // Nobody sent to this number since we read it: the gap and count decided above still hold.
                  ConditionExpression: current.exists ? '#version = :version' : 'attribute_not_exists(pk)',
                  ...(current.exists
                    ? {
                        ExpressionAttributeNames: { '#version': 'version' },
                        ExpressionAttributeValues: { ':version': current.version },
                      }
                    : {}),
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: accountKeys.smsAppBudget(hour),
                  UpdateExpression: 'SET #type = :type, expiresAt = :ttl ADD #sent :one',
                  ConditionExpression: 'attribute_not_exists(#sent) OR #sent < :max',
                  ExpressionAttributeNames: { '#type': 'type', '#sent': 'sent' },
                  ExpressionAttributeValues: {
                    ':type': ACCOUNT_ITEM_TYPES.smsAppBudget,
                    ':ttl': epochSeconds((hour + 2) * HOUR_MS),
                    ':one': 1,
                    ':max': limits.appPerHour,
                  },
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...accountKeys.oneTimeSecret(PURPOSE, username),
                    type: ACCOUNT_ITEM_TYPES.oneTimeSecret,
                    secretHash: codeHash,
                    attempts: 0,
                    expiresAtMs: expiresAt.getTime(),
                    expiresAt: epochSeconds(expiresAt.getTime()),
                  },
                },
              },
            ],
          }),
        );
        return null;
      } catch (error) {
        if (error instanceof TransactionCanceledException) {
          const [number, app] = error.CancellationReasons ?? [];
          if (app?.Code === 'ConditionalCheckFailed') return appRefused(hour);
          if (number?.Code === 'ConditionalCheckFailed')
            return { reason: 'too-soon', retryAt: new Date(now.getTime() + limits.minGapMs) };
        }
        throw error;
      }
    },

    async attempt(username, answerHash, now, maxAttempts) {
      const key = accountKeys.oneTimeSecret(PURPOSE, username);
      let item: Record<string, unknown> | undefined;
      try {
        ({ Attributes: item } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression:
              'attribute_exists(pk) AND expiresAtMs > :now AND (attribute_not_exists(attempts) OR attempts < :max)',
            ExpressionAttributeValues: { ':one': 1, ':now': now.getTime(), ':max': maxAttempts },
            ReturnValues: 'ALL_NEW',
          }),
        ));
      } catch (error) {
        if (isConditionFailure(error)) return 'none';
        throw error;
      }
      const stored = String(item?.secretHash ?? '');
      if (sameSecret(stored, answerHash)) return (await deleteIfStill(key, stored)) ? 'correct' : 'none';
      // The last allowed wrong answer burns the code, so no later session can try it.
      if (Number(item?.attempts) >= maxAttempts) await deleteIfStill(key, stored);
      return 'wrong';
    },
  };
}
