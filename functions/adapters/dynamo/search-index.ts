import { BatchWriteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SearchDocument, SearchIndex, SearchKind } from '../../services/ports';
import { ITEM_TYPES, keys } from './keys';

// The search index (design §3): one item per (document, token), found through bySearchToken by
// the first two letters of the token and a begins_with on the rest. Every item carries the
// result fields and all the document's tokens, so a query needs no second read.
const DAY_SECONDS = 24 * 60 * 60;

interface TokenItem {
  kind: SearchKind;
  id: string;
  token: string;
  title: string;
  sport: string;
  location: string;
  game_datetime: string | null;
  price: number;
  tokens: string[];
}

const toDocument = (item: TokenItem): SearchDocument => ({
  kind: item.kind,
  id: item.id,
  title: item.title,
  sport: item.sport,
  location: item.location,
  game_datetime: item.game_datetime ?? null,
  price: Number(item.price ?? 0),
  tokens: item.tokens ?? [],
});

export function dynamoSearchIndex(db: DynamoDBDocumentClient, tableName: string): SearchIndex {
  async function batchWrite(requests: Record<string, unknown>[]) {
    for (let start = 0; start < requests.length; start += 25) {
      let pending: Record<string, Record<string, unknown>[]> | undefined = { [tableName]: requests.slice(start, start + 25) };
      for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 5)));
        if (attempt > 8) throw new Error('search index: batch write kept coming back unprocessed');
        const answer = await db.send(new BatchWriteCommand({ RequestItems: pending as never }));
        pending = answer.UnprocessedItems as typeof pending;
      }
    }
  }

  return {
    async replace(kind, id, doc) {
      const { pk, skPrefix } = keys.searchDoc(kind, id);
      const existing: string[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const answer = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
            ProjectionExpression: 'sk',
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        existing.push(...(answer.Items ?? []).map((item) => String(item.sk)));
        ExclusiveStartKey = answer.LastEvaluatedKey;
      } while (ExclusiveStartKey);

      const wanted = doc?.tokens ?? [];
      const keep = new Set(wanted.map((token) => keys.searchToken(kind, id, token).sk));
      // A game's entries expire a day after it starts; search hides past games before that anyway.
      const expiresAt = doc?.game_datetime ? Math.floor(new Date(doc.game_datetime).getTime() / 1000) + DAY_SECONDS : undefined;
      await batchWrite([
        ...existing.filter((sk) => !keep.has(sk)).map((sk) => ({ DeleteRequest: { Key: { pk, sk } } })),
        ...wanted.map((token) => ({
          PutRequest: {
            Item: { ...keys.searchToken(kind, id, token), type: ITEM_TYPES.searchToken, ...doc, token, ...(expiresAt ? { expiresAt } : {}) },
          },
        })),
      ]);
    },

    async findByPrefix(word, max) {
      const { gsi4pk, gsi4skPrefix } = keys.searchPrefix(word);
      const docs: SearchDocument[] = [];
      let read = 0;
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const answer = await db.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'bySearchToken',
            KeyConditionExpression: 'gsi4pk = :bucket AND begins_with(gsi4sk, :word)',
            ExpressionAttributeValues: { ':bucket': gsi4pk, ':word': gsi4skPrefix },
            Limit: Math.min(200, max - read),
            ExclusiveStartKey,
          }),
        );
        read += answer.Items?.length ?? 0;
        docs.push(...(answer.Items ?? []).map((item) => toDocument(item as TokenItem)));
        ExclusiveStartKey = answer.LastEvaluatedKey;
      } while (ExclusiveStartKey && read < max);
      return docs;
    },
  };
}
