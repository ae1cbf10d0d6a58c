import type { AttributeValue } from '@aws-sdk/client-dynamodb';

// What DynamoDB bills, worked out from item sizes the way AWS documents it, for the calls where
// DynamoDB Local leaves ConsumedCapacity out and to check the figures it does give. Pure: items in,
// units out.
//
// - An item's size is the sum of its attribute names (UTF-8 bytes) and values: strings in UTF-8
//   bytes, binaries in bytes, numbers ~1 byte per two significant digits + 1, null and booleans 1
//   byte, lists and maps 3 bytes + 1 byte per element + their contents, sets the sum of their members.
// - A write is 1 unit per started KB of the larger of the old and new item (a delete: the item
//   removed), at least 1; twice that in a transaction.
// - A read is 1 unit per started 4 KB, strongly consistent; half that eventually consistent; twice
//   that in a transaction. A Query or Scan adds up the items it read (before any filter) and rounds
//   once; a BatchGet or a transaction rounds each item. Reading nothing still costs one rounding.
// - An index is written when the item's projection in it changes: put in (new entry), taken out
//   (entry deleted), moved (its index key changed: a delete and a put) or rewritten (a projected
//   attribute changed). An index entry's size is what it projects.
// - An index write set off by a transaction counts twice too. AWS's pages on transactions say each
//   item in one is written twice (prepare, commit) and that indexes are updated once it completes,
//   but not how those index updates are billed; its pages on indexes price an index write without
//   a word on transactions. Until a bill says otherwise the bench takes the higher figure.

export type Item = Record<string, AttributeValue>;
export type Consistency = 'eventual' | 'strong' | 'transactional';

const KB = 1024;
const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** Significant digits of a DynamoDB number: leading and trailing zeros and the sign don't count. */
function numberSize(text: string): number {
  const digits = text.replace(/^[-+]/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
}

export function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return value.B.byteLength;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS !== undefined) return value.SS.reduce((sum, member) => sum + utf8(member), 0);
  if (value.NS !== undefined) return value.NS.reduce((sum, member) => sum + numberSize(member), 0);
  if (value.BS !== undefined) return value.BS.reduce((sum, member) => sum + member.byteLength, 0);
  if (value.L !== undefined) return 3 + value.L.reduce((sum, element) => sum + 1 + valueSize(element), 0);
  if (value.M !== undefined)
    return 3 + Object.entries(value.M).reduce((sum, [name, element]) => sum + 1 + utf8(name) + valueSize(element), 0);
  return 0;
}

export function itemSize(item: Item | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueSize(value), 0);
}

/** Write units for one item of `bytes` (at least one). */
export const writeUnitsOf = (bytes: number, transactional = false) =>
  Math.max(1, Math.ceil(bytes / KB)) * (transactional ? 2 : 1);

const READ_FACTOR: Record<Consistency, number> = { eventual: 0.5, strong: 1, transactional: 2 };

/** Read units for `bytes` read in one rounding (a GetItem's item, a Query's sum). */
export const readUnitsOf = (bytes: number, consistency: Consistency) =>
  Math.max(1, Math.ceil(bytes / (4 * KB))) * READ_FACTOR[consistency];

/** A Query or Scan: every item it read counts, summed, then rounded once. */
export const queryReadUnits = (sizes: number[], consistency: Consistency) =>
  readUnitsOf(
    sizes.reduce((sum, size) => sum + size, 0),
    consistency,
  );

/** A BatchGet or TransactGet: each item rounded on its own (a missing one still costs a rounding). */
export const itemReadUnits = (sizes: number[], consistency: Consistency) =>
  sizes.reduce((sum, size) => sum + readUnitsOf(size, consistency), 0);

export interface IndexShape {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** 'ALL', 'KEYS_ONLY', or the non-key attributes an INCLUDE projection carries. */
  projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

export interface TableKeys {
  partitionKey: string;
  sortKey: string;
}

/** The item as the index stores it, or undefined when the item lacks the index's keys. */
export function indexEntry(item: Item | undefined, index: IndexShape, table: TableKeys): Item | undefined {
  if (!item?.[index.partitionKey] || !item[index.sortKey]) return undefined;
  if (index.projection === 'ALL') return item;
  const kept = new Set([table.partitionKey, table.sortKey, index.partitionKey, index.sortKey]);
  if (index.projection !== 'KEYS_ONLY') for (const name of index.projection) kept.add(name);
  return Object.fromEntries(Object.entries(item).filter(([name]) => kept.has(name)));
}

const sameValue = (a: AttributeValue | undefined, b: AttributeValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);
const sameItem = (a: Item, b: Item) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, value]) => sameValue(value, b[name]));

export interface IndexWrite {
  index: string;
  units: number;
  /** The index partitions written: the old one when an entry left or moved, the new one when it arrived or changed. */
  partitions: string[];
}

/** What writing the item from `before` to `after` (undefined: absent) costs in one index. */
export function indexWriteUnits(
  before: Item | undefined,
  after: Item | undefined,
  index: IndexShape,
  table: TableKeys,
  transactional = false,
): IndexWrite {
  const old = indexEntry(before, index, table);
  const now = indexEntry(after, index, table);
  const partitionOf = (entry: Item) => entry[index.partitionKey]!.S ?? JSON.stringify(entry[index.partitionKey]);
  const write = (bytes: number) => writeUnitsOf(bytes, transactional);
  if (!old && !now) return { index: index.name, units: 0, partitions: [] };
  if (!old) return { index: index.name, units: write(itemSize(now)), partitions: [partitionOf(now!)] };
  if (!now) return { index: index.name, units: write(itemSize(old)), partitions: [partitionOf(old)] };
  const moved =
    !sameValue(old[index.partitionKey], now[index.partitionKey]) || !sameValue(old[index.sortKey], now[index.sortKey]);
  if (moved)
    return {
      index: index.name,
      units: write(itemSize(old)) + write(itemSize(now)),
      partitions: [...new Set([partitionOf(old), partitionOf(now)])],
    };
  if (sameItem(old, now)) return { index: index.name, units: 0, partitions: [] };
  return {
    index: index.name,
    units: write(Math.max(itemSize(old), itemSize(now))),
    partitions: [partitionOf(now)],
  };
}

/** The table's share of a write: the larger of the old and new item, or the removed one. */
export const tableWriteUnits = (before: Item | undefined, after: Item | undefined, transactional = false) =>
  writeUnitsOf(Math.max(itemSize(before), itemSize(after)), transactional);
