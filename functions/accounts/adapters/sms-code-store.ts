import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { sameSecret, sha256 } from '../auth-tokens';
import type { SmsBudgetLimits, SmsCodeStore, SmsRefusal } from '@functions/accounts/ports';
import { isConditionFailure } from '@functions/platform/dynamo/conditional';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';
import { deleteSecretIfUnchanged } from './one-time-secret-store';

// Sign-in codes and the SMS budget in the table. A send is one transaction: the
// number's recent sends (guarded by a version, so two racing sends can't both pass the gap or the
// hourly count), one shard of the app's counter for this hour (guarded by the shard's share of the
// budget; a decoy, which texts nothing, has none) and the code itself. A spent shard sends the
// attempt on to the next; a transaction conflict (two sends on one shard at once) is tried again.
// An answer first spends an attempt on the code (guarded by the attempt limit), then compares.
const HOUR_MS = 60 * 60 * 1000;
const PURPOSE = 'sms-otp';
const epochSeconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The app's hourly budget is split over this many items: at launch-day rates (tens of sends a
 * second) one counter written in a transaction by every send conflicts; ten spread the writes.
 */
export const SMS_BUDGET_SHARDS = 10;
/** Conflicting transactions tried again before the send fails (each after a short random wait). */
const CONFLICT_RETRIES = 4;

/** Each shard's share of the hourly budget: they add up to exactly the budget. */
export function shardCaps(appPerHour: number): number[] {
  const shards = Math.max(1, Math.min(SMS_BUDGET_SHARDS, appPerHour));
  const base = Math.floor(appPerHour / shards);
  return Array.from({ length: shards }, (_, i) => base + (i < appPerHour % shards ? 1 : 0));
}

/** Every shard once, starting at a random one, so parallel sends spread out. */
const shardOrder = (count: number): number[] => {
  const first = randomInt(count);
  return Array.from({ length: count }, (_, i) => (first + i) % count);
};

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

  /** What the hour's shards counted together (eventually consistent: a pre-check, not the guard). */
  async function sentThisHour(hour: number, shards: number): Promise<number> {
    const counts = await Promise.all(
      Array.from({ length: shards }, async (_, shard) => {
        const { Item } = await db.send(
          new GetCommand({ TableName: tableName, Key: accountKeys.smsAppBudget(hour, shard) }),
        );
        return Number(Item?.sent ?? 0);
      }),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  const deleteIfStill = (key: ReturnType<typeof accountKeys.oneTimeSecret>, secretHash: string) =>
    deleteSecretIfUnchanged(db, tableName, key, secretHash);

  type IssueInput = Parameters<SmsCodeStore['issue']>[0];
  const sendTransaction = (
    { phone, username, codeHash, expiresAt, now }: IssueInput,
    current: Sends,
    sends: number[],
    budget: { hour: number; shard: number; cap: number } | null,
  ) =>
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
        ...(budget
          ? [
              {
                Update: {
                  TableName: tableName,
                  Key: accountKeys.smsAppBudget(budget.hour, budget.shard),
                  UpdateExpression: 'SET #type = :type, expiresAt = :ttl ADD #sent :one',
                  ConditionExpression: 'attribute_not_exists(#sent) OR #sent < :max',
                  ExpressionAttributeNames: { '#type': 'type', '#sent': 'sent' },
                  ExpressionAttributeValues: {
                    ':type': ACCOUNT_ITEM_TYPES.smsAppBudget,
                    ':ttl': epochSeconds((budget.hour + 2) * HOUR_MS),
                    ':one': 1,
                    ':max': budget.cap,
                  },
                },
              },
            ]
          : []),
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
    });

  return {
    async refusal(phone, now, limits) {
      const { refusal } = numberRefusal((await readSends(phone)).sends, now.getTime(), limits);
      if (refusal) return refusal;
      const hour = hourOf(now);
      const sent = await sentThisHour(hour, shardCaps(limits.appPerHour).length);
      return sent >= limits.appPerHour ? appRefused(hour) : null;
    },

    async issue(input) {
      const { phone, now, limits, texted } = input;
      const hour = hourOf(now);
      const caps = shardCaps(limits.appPerHour);
      const shards = texted ? shardOrder(caps.length) : [null];
      let conflicts = 0;
      let current = await readSends(phone);
      for (let next = 0; next < shards.length; ) {
        const { refusal, recent } = numberRefusal(current.sends, now.getTime(), limits);
        if (refusal) return refusal;
        const shard = shards[next]!;
        const budget = shard === null ? null : { hour, shard, cap: caps[shard]! };
        const sends = [...recent, now.getTime()].slice(-limits.perNumberPerHour);
        try {
          await db.send(sendTransaction(input, current, sends, budget));
          return null;
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
          const reasons = error.CancellationReasons ?? [];
          if (reasons.some((r) => r.Code === 'TransactionConflict') && conflicts < CONFLICT_RETRIES) {
            conflicts += 1;
            await sleep(10 + randomInt(40) * conflicts);
            current = await readSends(phone);
            continue;
          }
          if (reasons[0]?.Code === 'ConditionalCheckFailed')
            return { reason: 'too-soon', retryAt: new Date(now.getTime() + limits.minGapMs) };
          // This shard's share is spent: the next one may still have room.
          if (budget && reasons[1]?.Code === 'ConditionalCheckFailed') {
            next += 1;
            continue;
          }
          throw error;
        }
      }
      return appRefused(hour);
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
