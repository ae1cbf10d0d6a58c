import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';

// The BatchGet loop against a fake DynamoDB that leaves keys unprocessed, as a throttled table does:
// they are asked again until answered, and a read that can't get them all fails rather than
// answering without them.

const doc = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));

type Key = { pk: string; sk: string };
const keys = (n: number): Key[] => Array.from({ length: n }, (_, i) => ({ pk: `GAME#${i}`, sk: 'GAME' }));
const asked = () =>
  doc.commandCalls(BatchGetCommand).map((call) => (call.args[0].input.RequestItems!.t!.Keys as Key[]).map((k) => k.pk));

/** A table that answers only the first `answered` keys of each request and leaves the rest unprocessed. */
const answering = (answered: number) =>
  doc.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => {
    const wanted = input.RequestItems.t!.Keys;
    const left = wanted.slice(answered);
    return {
      Responses: { t: wanted.slice(0, answered).map((key) => ({ ...key, id: key.pk })) },
      UnprocessedKeys: left.length ? { t: { Keys: left } } : {},
    };
  });

beforeEach(() => {
  doc.reset();
  // No waiting between retries.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('batchGetItems', () => {
  it('asks again for the keys left unprocessed until every one is answered', async () => {
    answering(2);
    const found = await batchGetItems(db, { tableName: 't', keys: keys(5) });
    expect(found.map((item) => item.pk).sort()).toEqual(keys(5).map((k) => k.pk));
    expect(asked()).toEqual([
      ['GAME#0', 'GAME#1', 'GAME#2', 'GAME#3', 'GAME#4'],
      ['GAME#2', 'GAME#3', 'GAME#4'],
      ['GAME#4'],
    ]);
  });

  it('fails the read when keys are still unprocessed after the last try, instead of leaving them out', async () => {
    answering(0);
    await expect(batchGetItems(db, { tableName: 't', keys: keys(3) })).rejects.toThrow(/3 keys unprocessed/);
    expect(doc.commandCalls(BatchGetCommand)).toHaveLength(8);
  });

  it('splits into requests of 100 keys and keeps the projection on the retries', async () => {
    answering(99);
    const found = await batchGetItems(db, { tableName: 't', keys: keys(150), projection: ['id'] });
    expect(found).toHaveLength(150);
    const sizes = doc.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems!.t!.Keys!.length);
    expect(sizes).toEqual([100, 1, 50]);
    for (const call of doc.commandCalls(BatchGetCommand))
      expect(call.args[0].input.RequestItems!.t!.ProjectionExpression).toBe('#p0');
  });
});
