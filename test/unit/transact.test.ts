import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { transactWrite, type TransactItem } from '@functions/platform/dynamo/transact';

// The transaction helper answers by name. A fake DynamoDB here fails the conditions of chosen
// items wherever they sit in the transaction, as the real one does, so a test can move items
// around and see whether the answer follows the items or their positions.

const doc = mockClient(DynamoDBDocumentClient);
mockClient(DynamoDBClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));

const put = (pk: string): TransactItem => ({
  Put: { TableName: 't', Item: { pk, sk: 'X' }, ConditionExpression: 'attribute_not_exists(pk)' },
});
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
/** DynamoDB cancelling the transaction for the items whose key is in `failing`, at their positions. */
const failing = (...pks: string[]) =>
  doc.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactItem[] }) => {
    const codes = input.TransactItems.map((item) =>
      pks.includes(String(item.Put?.Item?.pk)) ? 'ConditionalCheckFailed' : 'None',
    );
    if (codes.includes('ConditionalCheckFailed')) throw cancelled(codes);
    return {};
  });
const sent = (call = 0) => doc.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;

beforeEach(() => {
  doc.reset();
  // No waiting between conflict retries.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('transactWrite', () => {
  it('sends the named items in the record’s order, lists flattened, absent names left out', async () => {
    doc.on(TransactWriteCommand).resolves({});
    expect(
      await transactWrite(db, { game: put('game'), marker: undefined, events: [put('e1'), put('e2')], empty: [] }),
    ).toEqual({ ok: true });
    expect(sent().map((item) => item.Put!.Item!.pk)).toEqual(['game', 'e1', 'e2']);
  });

  it('names the item whose condition failed', async () => {
    failing('marker');
    const outcome = await transactWrite(db, { game: put('game'), marker: put('marker'), hosted: put('hosted') });
    expect(outcome).toEqual({ ok: false, failed: ['marker'] });
  });

  it('names the list an item belongs to when that item’s condition failed', async () => {
    failing('e2');
    const outcome = await transactWrite(db, { request: put('request'), events: [put('e1'), put('e2'), put('e3')] });
    expect(outcome).toEqual({ ok: false, failed: ['events'] });
  });

  it('gives each failed name once, in alphabetical order', async () => {
    failing('e1', 'e3', 'request');
    const outcome = await transactWrite(db, { request: put('request'), events: [put('e1'), put('e2'), put('e3')] });
    expect(outcome).toEqual({ ok: false, failed: ['events', 'request'] });
  });

  it('reordering the record’s entries changes what DynamoDB receives, never the outcome', async () => {
    const entries: [string, TransactItem | TransactItem[]][] = [
      ['request', put('request')],
      ['game', put('game')],
      ['events', [put('e1'), put('e2')]],
      ['pointer', put('pointer')],
    ];
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
      [1, 3, 0, 2],
    ];
    for (const fails of [['game'], ['e2'], ['pointer', 'request'], ['e1', 'game']]) {
      const outcomes = [];
      const firsts = new Set<unknown>();
      for (const order of orders) {
        doc.reset();
        failing(...fails);
        outcomes.push(await transactWrite(db, Object.fromEntries(order.map((i) => entries[i]!))));
        firsts.add(sent()[0]!.Put!.Item!.pk);
      }
      expect(firsts.size, 'the orders really differ on the wire').toBeGreaterThan(1);
      expect(new Set(outcomes.map((o) => JSON.stringify(o))).size, `failing ${fails.join(', ')}`).toBe(1);
      expect(outcomes[0]).toMatchObject({ ok: false });
    }
  });

  it('a failed name is a type: a name the record does not have is a compile error', async () => {
    doc.on(TransactWriteCommand).resolves({});
    const outcome = await transactWrite(db, { game: put('game'), marker: put('marker') });
    if (!outcome.ok) {
      expect(outcome.failed.includes('marker')).toBe(false);
      // @ts-expect-error 'markr' is not a name of this transaction
      expect(outcome.failed.includes('markr')).toBe(false);
    }
    // Two shapes of one transaction: the names of both may fail.
    const decide = (approve: boolean) =>
      transactWrite(db, approve ? { request: put('r'), place: put('p') } : { request: put('r') });
    const either = await decide(true);
    if (!either.ok) expect(either.failed.includes('place')).toBe(false);
  });

  it('retries a transaction DynamoDB cancelled for a conflict, and answers with the retry’s result', async () => {
    doc
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict']))
      .rejectsOnce(new TransactionConflictException({ message: 'conflict', $metadata: {} }))
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']));
    const outcome = await transactWrite(db, { request: put('request'), game: put('game') });
    expect(outcome).toEqual({ ok: false, failed: ['request'] });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect(sent(2)).toEqual(sent(0));
  });

  it('a cancellation with both a failed condition and a conflict is a failed condition, not retried', async () => {
    doc.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'ConditionalCheckFailed']));
    expect(await transactWrite(db, { request: put('request'), game: put('game') })).toEqual({
      ok: false,
      failed: ['game'],
    });
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('gives up after 8 retries of a conflict, and throws what DynamoDB said', async () => {
    const conflict = cancelled(['TransactionConflict']);
    doc.on(TransactWriteCommand).rejects(conflict);
    await expect(transactWrite(db, { request: put('request') })).rejects.toBe(conflict);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(9);
  });

  it('throws anything that is neither a failed condition nor a conflict', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    doc.on(TransactWriteCommand).rejects(throttled);
    await expect(transactWrite(db, { request: put('request') })).rejects.toBe(throttled);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
