import {
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createTableInput } from '@infra/table-definition';
import { ensureTable } from '@infra/local/ensure-table';

// A persisted local table (.data/) follows the table's definition: an index whose projection or keys
// changed is built again (deleted, then created as defined), one that matches is left alone.
const ddb = mockClient(DynamoDBClient);
afterEach(() => ddb.reset());

const wanted = createTableInput('ensure-test').GlobalSecondaryIndexes!;
const asDescribed = (index: (typeof wanted)[number]): GlobalSecondaryIndexDescription => ({
  IndexName: index.IndexName,
  KeySchema: index.KeySchema,
  Projection: index.Projection,
});

describe('ensureTable on an existing local table', () => {
  it('rebuilds an index whose sort key changed, and only that one', async () => {
    const stale = wanted.map((index) =>
      index.IndexName === 'byGeoCell5'
        ? {
            ...asDescribed(index),
            KeySchema: [
              { AttributeName: 'gsi7pk', KeyType: 'HASH' as const },
              { AttributeName: 'gsi7sk', KeyType: 'RANGE' as const },
            ],
          }
        : asDescribed(index),
    );
    ddb.on(DescribeTableCommand).resolves({ Table: { TableName: 'ensure-test', GlobalSecondaryIndexes: stale } });
    ddb.on(UpdateTableCommand).resolves({});
    expect(await ensureTable(new DynamoDBClient({ region: 'ap-south-1' }), 'ensure-test')).toBe('existing');
    const updates = ddb
      .commandCalls(UpdateTableCommand)
      .map((call) => call.args[0].input.GlobalSecondaryIndexUpdates![0]!);
    expect(updates).toEqual([
      { Delete: { IndexName: 'byGeoCell5' } },
      {
        Create: expect.objectContaining({
          IndexName: 'byGeoCell5',
          KeySchema: wanted.find((i) => i.IndexName === 'byGeoCell5')!.KeySchema,
        }),
      },
    ]);
  });

  it('leaves a table that matches the definition as it is', async () => {
    ddb.on(DescribeTableCommand).resolves({
      Table: { TableName: 'ensure-test', GlobalSecondaryIndexes: wanted.map(asDescribed) },
    });
    await ensureTable(new DynamoDBClient({ region: 'ap-south-1' }), 'ensure-test');
    expect(ddb.commandCalls(UpdateTableCommand)).toHaveLength(0);
  });
});
