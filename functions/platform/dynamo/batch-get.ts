import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from './query';

// The one BatchGet loop: 100 keys a request (DynamoDB's limit), and the keys DynamoDB leaves
// unprocessed asked again with a growing pause, five tries at most.

const KEYS_PER_REQUEST = 100;
const ATTEMPTS = 5;

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
    for (let attempt = 0; request && Object.keys(request).length > 0 && attempt < ATTEMPTS; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(answer.Responses?.[tableName] ?? []));
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
