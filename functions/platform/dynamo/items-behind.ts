import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import type { Item } from './query';

// An index that carries only what its readers choose by (the upcoming games' indexes) answers
// with entries, not items: the reader picks from the entries and then reads the items it keeps
// from the table. Every entry carries the table's keys, so that is one BatchGetItem.

/** The table keys of the index entries every reader keeps: an entry always carries them. */
export const TABLE_KEYS = ['pk', 'sk'] as const;

/**
 * The table's items behind these index entries, in the entries' order (one BatchGetItem). An item
 * deleted since the index was read is left out: a list one shorter, never an item that is gone.
 */
export async function itemsBehind(db: DynamoDBDocumentClient, tableName: string, entries: Item[]): Promise<Item[]> {
  if (!entries.length) return [];
  const keyOf = (item: Item) => `${String(item.pk)}\u0000${String(item.sk)}`;
  const keys = [...new Map(entries.map((entry) => [keyOf(entry), { pk: entry.pk, sk: entry.sk }])).values()];
  const found = new Map((await batchGetItems(db, { tableName, keys })).map((item) => [keyOf(item), item]));
  return entries.map((entry) => found.get(keyOf(entry))).filter((item): item is Item => item !== undefined);
}
