import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoSmsCodeStore, SMS_BUDGET_SHARDS, shardCaps } from '@functions/accounts/adapters/sms-code-store';

// The app's SMS budget in shards: shares that add up to the budget, a conflict (two sends on one
// shard at once) tried again instead of failing the sign-in, and a decoy that spends no shard.
const limits = { minGapMs: 60_000, perNumberPerHour: 5, appPerHour: 20_000 };
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const issueInput = (texted: boolean) => ({
  phone: '+919800000001',
  username: 'u1',
  codeHash: 'h',
  expiresAt: new Date(Date.UTC(2030, 0, 1, 0, 3)),
  now: new Date(Date.UTC(2030, 0, 1)),
  limits,
  texted,
});

function store() {
  const doc = mockClient(DynamoDBDocumentClient);
  doc.on(GetCommand).resolves({});
  return { doc, codes: dynamoSmsCodeStore(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'T') };
}

describe('the SMS budget shards', () => {
  it('split the budget into shares that add up to it exactly', () => {
    expect(shardCaps(20_000)).toEqual(Array(SMS_BUDGET_SHARDS).fill(2_000));
    expect(shardCaps(23)).toEqual([3, 3, 3, 2, 2, 2, 2, 2, 2, 2]);
    expect(shardCaps(3)).toEqual([1, 1, 1]);
  });

  it('a transaction conflict is tried again, and the code is sent', async () => {
    const { doc, codes } = store();
    doc
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict', 'None'))
      .resolves({});
    expect(await codes.issue(issueInput(true))).toBeNull();
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('a spent shard passes the send on to the next one; all spent is the app-budget refusal', async () => {
    const { doc, codes } = store();
    doc.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None'));
    expect(await codes.issue(issueInput(true))).toMatchObject({ reason: 'app-budget' });
    const shards = doc
      .commandCalls(TransactWriteCommand)
      .map((call) => String(call.args[0].input.TransactItems![1]!.Update!.Key!.pk));
    expect(new Set(shards).size).toBe(SMS_BUDGET_SHARDS);
  });

  it('a decoy writes the number and the code, and no budget shard', async () => {
    const { doc, codes } = store();
    doc.on(TransactWriteCommand).resolves({});
    expect(await codes.issue(issueInput(false))).toBeNull();
    const [call] = doc.commandCalls(TransactWriteCommand);
    const keys = call!.args[0].input.TransactItems!.map((item) => String((item.Put?.Item ?? item.Update?.Key)!.pk));
    expect(keys.some((pk) => pk.startsWith('SMSBUDGET#'))).toBe(false);
    expect(keys).toHaveLength(2);
  });
});
