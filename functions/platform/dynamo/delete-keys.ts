import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
