import { describe, expect, it } from 'vitest';
import {
  type IndexShape,
  indexEntry,
  indexWriteUnits,
  itemReadUnits,
  itemSize,
  queryReadUnits,
  readUnitsOf,
  tableWriteUnits,
  valueSize,
  writeUnitsOf,
} from '../bench/capacity/units';

// The capacity calculator against AWS's documented sizing and billing rules.
const TABLE = { partitionKey: 'pk', sortKey: 'sk' };
const byOwner: IndexShape = { name: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' };
const s = (text: string) => ({ S: text });

describe('item size', () => {
  it('counts attribute names and string values in UTF-8 bytes', () => {
    expect(itemSize({ pk: s('GAME#1'), name: s('₹') })).toBe(2 + 6 + 4 + 3);
  });

  it('sizes numbers by significant digits: one byte per two, plus one', () => {
    expect(valueSize({ N: '12345' })).toBe(4);
    expect(valueSize({ N: '1000' })).toBe(2);
    expect(valueSize({ N: '-0.0125' })).toBe(3);
  });

  it('gives booleans and nulls one byte, binaries their length, sets the sum of their members', () => {
    expect(valueSize({ BOOL: true })).toBe(1);
    expect(valueSize({ NULL: true })).toBe(1);
    expect(valueSize({ B: new Uint8Array(10) })).toBe(10);
    expect(valueSize({ SS: ['ab', 'cde'] })).toBe(5);
  });

  it('adds 3 bytes to a list or map and 1 per element, map keys counted', () => {
    expect(valueSize({ L: [s('ab'), { BOOL: false }] })).toBe(3 + (1 + 2) + (1 + 1));
    expect(valueSize({ M: { ab: s('xyz') } })).toBe(3 + 1 + 2 + 3);
  });
});

describe('write units', () => {
  it('bills one unit per started KB, at least one, twice in a transaction', () => {
    expect(writeUnitsOf(0)).toBe(1);
    expect(writeUnitsOf(1024)).toBe(1);
    expect(writeUnitsOf(1025)).toBe(2);
    expect(writeUnitsOf(1025, true)).toBe(4);
  });

  it('bills the larger of the old and the new item, or the item deleted', () => {
    const small = { pk: s('a'), sk: s('b') };
    const large = { pk: s('a'), sk: s('b'), text: s('x'.repeat(2000)) };
    expect(tableWriteUnits(undefined, small)).toBe(1);
    expect(tableWriteUnits(large, small)).toBe(2);
    expect(tableWriteUnits(large, undefined)).toBe(2);
  });
});

describe('read units', () => {
  it('bills a 4 KB step: ½ eventually consistent, 1 strongly, 2 in a transaction; nothing found still costs a step', () => {
    expect(readUnitsOf(0, 'eventual')).toBe(0.5);
    expect(readUnitsOf(4096, 'strong')).toBe(1);
    expect(readUnitsOf(4097, 'strong')).toBe(2);
    expect(readUnitsOf(100, 'transactional')).toBe(2);
  });

  it('rounds a query once over the sum of the items read, a batch item by item', () => {
    expect(queryReadUnits([1000, 1000, 1000, 1000], 'eventual')).toBe(0.5);
    expect(itemReadUnits([1000, 1000, 1000, 1000], 'eventual')).toBe(2);
  });
});

describe('index writes', () => {
  const game = (owner: string, extra: Record<string, { S: string }> = {}): Record<string, { S: string }> => ({
    pk: s('GAME#1'),
    sk: s('GAME'),
    gsi1pk: s(`HOST#${owner}`),
    gsi1sk: s('GAME#2026'),
    ...extra,
  });

  it('costs nothing for an item without the index keys', () => {
    expect(indexWriteUnits({ pk: s('a'), sk: s('b') }, { pk: s('a'), sk: s('c') }, byOwner, TABLE).units).toBe(0);
  });

  it('puts a new entry, deletes one that leaves, and moves one whose key changed (two writes)', () => {
    expect(indexWriteUnits(undefined, game('h1'), byOwner, TABLE)).toEqual({
      index: 'byOwner',
      units: 1,
      partitions: ['HOST#h1'],
    });
    expect(indexWriteUnits(game('h1'), undefined, byOwner, TABLE).units).toBe(1);
    expect(indexWriteUnits(game('h1'), game('h2'), byOwner, TABLE)).toEqual({
      index: 'byOwner',
      units: 2,
      partitions: ['HOST#h1', 'HOST#h2'],
    });
  });

  it('rewrites an entry when a projected attribute changes, and not when nothing it holds changed', () => {
    expect(indexWriteUnits(game('h1'), game('h1', { title: s('x') }), byOwner, TABLE).units).toBe(1);
    expect(indexWriteUnits(game('h1'), game('h1'), byOwner, TABLE).units).toBe(0);
    const keysOnly = { ...byOwner, projection: 'KEYS_ONLY' as const };
    expect(indexWriteUnits(game('h1'), game('h1', { title: s('x') }), keysOnly, TABLE).units).toBe(0);
  });

  it('sizes an entry by what the index projects', () => {
    const item = game('h1', { title: s('x'.repeat(3000)), count: s('1') });
    expect(indexEntry(item, { ...byOwner, projection: ['count'] }, TABLE)).toEqual({
      pk: item.pk,
      sk: item.sk,
      gsi1pk: item.gsi1pk,
      gsi1sk: item.gsi1sk,
      count: item.count,
    });
    expect(indexWriteUnits(undefined, item, byOwner, TABLE).units).toBe(3);
    expect(indexWriteUnits(undefined, item, { ...byOwner, projection: ['count'] }, TABLE).units).toBe(1);
  });

  it('doubles index writes made in a transaction, as DynamoDB Local reports them', () => {
    expect(indexWriteUnits(undefined, game('h1'), byOwner, TABLE, true).units).toBe(2);
  });
});
