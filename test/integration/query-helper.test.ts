import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import {
  countItems,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  queryItems,
} from '@functions/platform/dynamo/query';

// The repositories' one Query loop, against DynamoDB Local: key conditions, order, limits,
// cursors that lose nothing, filters, projection, counts and the cost it reports.
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);
const tableName = LOCAL.tableName;
const pk = `QUERYTEST#${randomUUID()}`;
const owner = `QOWNER#${randomUUID()}`;
const sk = (n: number) => `ITEM#${String(n).padStart(3, '0')}`;

beforeAll(async () => {
  const items = Array.from({ length: 30 }, (_, n) => ({
    pk,
    sk: sk(n),
    n,
    even: n % 2 === 0,
    gsi1pk: owner,
    gsi1sk: `AT#${String(100 - n).padStart(3, '0')}`,
  }));
  for (let i = 0; i < items.length; i += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
});

const byN = {
  tableName,
  key: {
    partition: ['pk', pk] as [string, string],
    sort: ['sk', { beginsWith: 'ITEM#' }] as [string, { beginsWith: string }],
  },
  map: (item: Record<string, unknown>) => item.n as number,
};

describe('queryItems', () => {
  it('reads a partition in sort order, either way', async () => {
    expect((await queryItems(db, byN)).items).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect((await queryItems(db, { ...byN, descending: true, limit: 3 })).items).toEqual([29, 28, 27]);
  });

  it('pages with a cursor without losing or repeating an item, and stops when the matches end', async () => {
    const seen: number[] = [];
    let cursor: Record<string, unknown> | undefined;
    let pages = 0;
    do {
      const page = await queryItems(db, { ...byN, limit: 7, cursor });
      seen.push(...page.items);
      cursor = page.cursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(pages).toBeLessThanOrEqual(6);
  });

  it('keeps filtering until the limit is met, and the cursor resumes after the last kept item', async () => {
    const first = await queryItems(db, { ...byN, limit: 4, pageSize: 3, keep: (n) => n % 3 === 0 });
    expect(first.items).toEqual([0, 3, 6, 9]);
    const next = await queryItems(db, {
      ...byN,
      limit: 4,
      pageSize: 3,
      keep: (n) => n % 3 === 0,
      cursor: first.cursor,
    });
    expect(next.items).toEqual([12, 15, 18, 21]);
  });

  it('applies a filter expression and reports what it read beside what it returned', async () => {
    const page = await queryItems(db, {
      ...byN,
      filter: { expression: '#even = :yes', names: { '#even': 'even' }, values: { ':yes': true } },
    });
    expect(page.items).toEqual(Array.from({ length: 15 }, (_, i) => i * 2));
    expect(page.read).toBe(30);
    const limited = await queryItems(db, { ...byN, limit: 5 });
    expect(limited.read).toBe(5);
  });

  it('serves ranges, an index and a projection', async () => {
    const range = await queryItems(db, {
      ...byN,
      key: { partition: ['pk', pk], sort: ['sk', { between: [sk(10), sk(12)] }] },
    });
    expect(range.items).toEqual([10, 11, 12]);
    const after = await queryItems(db, { ...byN, key: { partition: ['pk', pk], sort: ['sk', { from: sk(28) }] } });
    expect(after.items).toEqual([28, 29]);
    const before = await queryItems(db, { ...byN, key: { partition: ['pk', pk], sort: ['sk', { to: sk(1) }] } });
    expect(before.items).toEqual([0, 1]);
    const exact = await queryItems(db, { ...byN, key: { partition: ['pk', pk], sort: ['sk', { equals: sk(5) }] } });
    expect(exact.items).toEqual([5]);
    const viaIndex = await queryItems(db, {
      tableName,
      index: 'byOwner',
      key: { partition: ['gsi1pk', owner] },
      limit: 2,
      projection: ['n'],
      map: (item) => item,
    });
    expect(viaIndex.items).toEqual([{ n: 29 }, { n: 28 }]);
    const resumed = await queryItems(db, {
      tableName,
      index: 'byOwner',
      key: { partition: ['gsi1pk', owner] },
      limit: 2,
      cursor: viaIndex.cursor,
      map: (item) => item.n,
    });
    expect(resumed.items).toEqual([27, 26]);
  });

  it('resumes an index query stopped inside a page, even when it has no sort condition or a projection', async () => {
    // Items 29, 28, … on byOwner (newest first); keep every third so the limit is met mid-page.
    const spec = {
      tableName,
      index: 'byOwner',
      key: { partition: ['gsi1pk', owner] as [string, string] },
      limit: 2,
      pageSize: 5,
    };
    const everyThird = { map: (item: Record<string, unknown>) => item.n as number, keep: (n: number) => n % 3 === 0 };
    const first = await queryItems(db, { ...spec, ...everyThird });
    expect(first.items).toEqual([27, 24]);
    const next = await queryItems(db, { ...spec, ...everyThird, cursor: first.cursor });
    expect(next.items).toEqual([21, 18]);
    const projected = await queryItems(db, {
      ...spec,
      projection: ['n'],
      map: (item) => item,
      keep: (item) => (item.n as number) % 3 === 0,
    });
    expect(projected.items).toEqual([{ n: 27 }, { n: 24 }]);
    const resumed = await queryItems(db, { ...spec, ...everyThird, projection: ['n'], cursor: projected.cursor });
    expect(resumed.items).toEqual([21, 18]);
  });

  it('serves strict ranges: before and after a sort key', async () => {
    expect(
      (await queryItems(db, { ...byN, key: { partition: ['pk', pk], sort: ['sk', { before: sk(2) }] } })).items,
    ).toEqual([0, 1]);
    expect(
      (await queryItems(db, { ...byN, key: { partition: ['pk', pk], sort: ['sk', { after: sk(27) }] } })).items,
    ).toEqual([28, 29]);
  });

  it('counts without reading items, up to a cap', async () => {
    expect(await countItems(db, { tableName, key: byN.key })).toBe(30);
    expect(
      await countItems(db, {
        tableName,
        key: byN.key,
        filter: { expression: '#even = :yes', names: { '#even': 'even' }, values: { ':yes': true } },
      }),
    ).toBe(15);
    expect(await countItems(db, { tableName, key: byN.key, cap: 10, pageSize: 5 })).toBe(10);
  });
});

describe('API cursors', () => {
  it('round-trip and refuse anything that is not one of ours', () => {
    const cursor = { pk: 'A', sk: 'B', gsi1sk: 'C' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeUndefined();
    for (const bad of [
      '%%%',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('{"pk":{"S":"x"}}').toString('base64url'),
      'eyJ',
    ]) {
      expect(() => decodeCursor(bad)).toThrow(InvalidCursorError);
    }
  });
});
