import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { dynamoSmsCodeStore, SMS_BUDGET_SHARDS, shardCaps } from '@functions/accounts/adapters/sms-code-store';
import { sha256 } from '@functions/accounts/auth-tokens';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { sendingThrough } from '../support/sending-through';

// The SMS limits and the 3-answer rule are conditions in the table, so they hold when
// requests race; each negative control runs the same race with the condition removed and must
// break the rule. Every test uses its own instant in a far-off hour, so the app-wide counter of
// the real hour (and the other test files) are never touched.
const RACERS = 15;
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);
const limits = (appPerHour = 10_000) => ({ minGapMs: 60_000, perNumberPerHour: 5, appPerHour });
const unique = () => Math.random().toString(36).slice(2, 10);
const farOffInstant = () => new Date(Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 50_000) * 3_600_000 + 1_000);
const number = () => `+9170${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client that drops the condition of every write whose key starts with `prefix`. */
function withoutCondition(prefix: string): DynamoDBDocumentClient {
  return sendingThrough(db, (command) => {
    if (command instanceof TransactWriteCommand) {
      for (const item of command.input.TransactItems ?? []) {
        const write = item.Put ?? item.Update;
        const pk = String((item.Put?.Item ?? item.Update?.Key)?.pk ?? '');
        if (write && pk.startsWith(prefix)) {
          delete write.ConditionExpression;
          if (item.Put) {
            delete item.Put.ExpressionAttributeNames;
            delete item.Put.ExpressionAttributeValues;
          }
          if (item.Update) delete item.Update.ExpressionAttributeValues![':max'];
        }
      }
    }
    if (command instanceof UpdateCommand && String(command.input.Key?.pk ?? '').startsWith(prefix)) {
      command.input.ConditionExpression = 'attribute_exists(pk) AND expiresAtMs > :now';
      delete command.input.ExpressionAttributeValues![':max'];
    }
  });
}

const issueRace = (client: DynamoDBDocumentClient, now: Date, phoneFor: (i: number) => string, appPerHour?: number) => {
  const store = dynamoSmsCodeStore(client, LOCAL.tableName);
  return Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      store.issue({
        phone: phoneFor(i),
        username: `race-${unique()}`,
        codeHash: sha256(unique()),
        expiresAt: new Date(now.getTime() + 180_000),
        now,
        limits: limits(appPerHour),
        texted: true,
      }),
    ),
  );
};

describe('SMS send races', () => {
  it(`${RACERS} parallel sends to one number: exactly one code goes out`, async () => {
    const phone = number();
    const results = await issueRace(db, farOffInstant(), () => phone);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r?.reason === 'too-soon')).toHaveLength(RACERS - 1);
  });

  it('negative control: without the version condition, more than one parallel send to one number goes out', async () => {
    // The race is real but its timing is not: on a busy machine one round may serialise by chance,
    // so a few rounds (each with its own number) must show it at least once.
    let mostSent = 0;
    for (let round = 0; round < 5 && mostSent <= 1; round++) {
      const phone = number();
      const results = await issueRace(withoutCondition('SMSSENDS#'), farOffInstant(), () => phone);
      mostSent = Math.max(mostSent, results.filter((r) => r === null).length);
    }
    expect(mostSent).toBeGreaterThan(1);
  });

  it(`${RACERS} parallel sends to different numbers within an app budget of 5: exactly 5 go out`, async () => {
    const results = await issueRace(db, farOffInstant(), () => number(), 5);
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r?.reason === 'app-budget')).toHaveLength(RACERS - 5);
  });

  it('the budget is spread over shards that add up to it exactly: 40 parallel sends within 23, exactly 23 go out', async () => {
    const now = farOffInstant();
    const store = dynamoSmsCodeStore(db, LOCAL.tableName);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        store.issue({
          phone: number(),
          username: `race-${unique()}`,
          codeHash: sha256(unique()),
          expiresAt: new Date(now.getTime() + 180_000),
          now,
          limits: limits(23),
          texted: true,
        }),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(23);
    expect(results.filter((r) => r?.reason === 'app-budget')).toHaveLength(17);
    expect(shardCaps(23)).toHaveLength(SMS_BUDGET_SHARDS);
    expect(shardCaps(23).reduce((a, b) => a + b, 0)).toBe(23);
    // A decoy texts nothing and spends none of it.
    const decoy = await store.issue({
      phone: number(),
      username: `decoy-${unique()}`,
      codeHash: `never:${unique()}`,
      expiresAt: new Date(now.getTime() + 180_000),
      now,
      limits: limits(23),
      texted: false,
    });
    expect(decoy).toBeNull();
  });

  it('negative control: without the budget condition, all of them go out', async () => {
    const results = await issueRace(withoutCondition('SMSBUDGET#'), farOffInstant(), () => number(), 5);
    expect(results.filter((r) => r === null)).toHaveLength(RACERS);
  });
});

describe('SMS answer races', () => {
  async function codeFor(username: string, now: Date) {
    const store = dynamoSmsCodeStore(db, LOCAL.tableName);
    expect(
      await store.issue({
        phone: number(),
        username,
        codeHash: sha256(`${username}:123456`),
        expiresAt: new Date(now.getTime() + 180_000),
        now,
        limits: limits(),
        texted: true,
      }),
    ).toBeNull();
  }
  const answerRace = (client: DynamoDBDocumentClient, username: string, now: Date) => {
    const store = dynamoSmsCodeStore(client, LOCAL.tableName);
    return Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        store.attempt(username, sha256(`${username}:${String(200000 + i)}`), now, 3),
      ),
    );
  };

  it(`${RACERS} parallel wrong answers: 3 are compared, the rest find the code burnt, and the right code then fails`, async () => {
    const username = `race-${unique()}`;
    const now = farOffInstant();
    await codeFor(username, now);
    const results = await answerRace(db, username, now);
    expect(results.filter((r) => r === 'wrong')).toHaveLength(3);
    expect(results.filter((r) => r === 'none')).toHaveLength(RACERS - 3);
    expect(await dynamoSmsCodeStore(db, LOCAL.tableName).attempt(username, sha256(`${username}:123456`), now, 3)).toBe(
      'none',
    );
  });

  it('negative control: without the attempt condition, more than 3 answers are compared', async () => {
    const username = `race-${unique()}`;
    const now = farOffInstant();
    await codeFor(username, now);
    const results = await answerRace(withoutCondition('SECRET#sms-otp#'), username, now);
    expect(results.filter((r) => r === 'wrong').length).toBeGreaterThan(3);
  });
});
