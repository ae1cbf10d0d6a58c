import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './query';

// The one BatchGet loop: 100 keys a request (DynamoDB's limit), and the keys DynamoDB leaves
// unprocessed (throttled partitions, the 16 MB answer limit) asked again with a growing, jittered
// pause. Keys still unprocessed after the last try fail the read: an answer that silently misses
// items (a game left out of a list, a profile read as absent) would be wrong, not slow.

const KEYS_PER_REQUEST = 100;
const ATTEMPTS = 8;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** attempt)));

export interface BatchGetSpec {
  tableName: string;
  keys: Record<string, unknown>[];
  /** Attribute names to read; absent reads whole items. */
  projection?: string[];
}

/** The items found for the keys, in no particular order; a key with no item is left out. */
export async function batchGetItems(
  db: DynamoDBDocumentClient,
  { tableName, keys, projection }: BatchGetSpec,
): Promise<Item[]> {
  const names = projection ? Object.fromEntries(projection.map((attribute, i) => [`#p${i}`, attribute])) : undefined;
  const read = names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {};
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_REQUEST) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName]: { Keys: keys.slice(start, start + KEYS_PER_REQUEST), ...read },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt === ATTEMPTS) {
        const left = Object.values(request).reduce((sum, { Keys }) => sum + Keys.length, 0);
        throw new Error(`BatchGetItem left ${left} keys unprocessed after ${ATTEMPTS} tries`);
      }
      if (attempt > 0) await pause(attempt);
      const answer: BatchGetCommandOutput = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(answer.Responses?.[tableName] ?? []));
      // The projection asked again with the keys (DynamoDB hands it back, a fake or a proxy may not).
      const left: Record<string, unknown>[] | undefined = answer.UnprocessedKeys?.[tableName]?.Keys;
      request = left?.length ? { [tableName]: { Keys: left, ...read } } : undefined;
    }
  }
  return found;
}
