import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { type KeyCondition, queryItems } from './query';

/** BatchWriteItem's limit per call. */
const BATCH = 25;

/**
 * Deletes items by key, 25 a call, sending unprocessed deletes (throttling) again until none is
 * left. Deleting a key that is gone already is no error, so a repeat is harmless.
 */
export async function deleteKeys(
  db: DynamoDBDocumentClient,
  tableName: string,
  keys: { pk: string; sk: string }[],
): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    let requests = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

/** Items read per page while deleting a key range. */
const ERASE_PAGE = 100;

/**
 * Deletes every item a key condition matches, a page at a time, reading strongly so a page's
 * deletes are seen by the next read; the number deleted. A repeat finds none.
 */
export async function deleteAllUnder(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: KeyCondition,
): Promise<number> {
  let erased = 0;
  for (;;) {
    const page = await queryItems(db, {
      tableName,
      key,
      projection: ['pk', 'sk'],
      limit: ERASE_PAGE,
      maxPages: 1,
      consistent: true,
      map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
    });
    await deleteKeys(db, tableName, page.items);
    erased += page.items.length;
    if (page.items.length < ERASE_PAGE) return erased;
  }
}
