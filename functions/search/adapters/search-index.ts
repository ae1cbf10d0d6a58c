import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mergeSortedPages, type SortedSource } from '@functions/discover';
import type { SearchDocument, SearchIndex, SearchKind } from '@functions/search/ports';
import { SEARCH_ITEM_TYPES, searchKeys } from './keys';
import { queryItems } from '@functions/platform/dynamo/query';

// The search index (decision 023): one item per (document, token) in the token's
// partition, sorted by start, and a vocabulary of tokens. A query finds the tokens its word
// begins (a few), then reads their entries soonest first, merged, and stops when it has enough.
// Every entry carries the result fields and all the document's tokens: no second read.
const DAY_SECONDS = 24 * 60 * 60;
/** Tokens one word may expand to ('ba' → bandra, badminton, …): a bound on the read, alphabetical. */
const MAX_TOKENS_PER_WORD = 25;

/**
 * A word's expansion, remembered by the container for a minute (decision 034): a search is then one
 * Query, not two in a row. The vocabulary only grows, so a remembered expansion can only miss a
 * token first written in that minute; an empty one is not remembered (a new word is found at once).
 */
const EXPANSION_TTL_MS = 60_000;
const MAX_EXPANSIONS = 2_000;
const expansions = new Map<string, { tokens: string[]; at: number }>();

function remembered(word: string, now: number): string[] | undefined {
  const entry = expansions.get(word);
  if (entry && now - entry.at < EXPANSION_TTL_MS) return entry.tokens;
  expansions.delete(word);
  return undefined;
}

function remember(word: string, tokens: string[], now: number) {
  if (tokens.length === 0) return;
  // Oldest first out: a Map iterates in insertion order.
  if (expansions.size >= MAX_EXPANSIONS) expansions.delete(expansions.keys().next().value!);
  expansions.set(word, { tokens, at: now });
}

/** A document as stored under one of its words. */
interface TokenItem extends SearchDocument {
  token: string;
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

/**
 * The items a document is indexed by: an entry per token (with the result fields; a game's expire a
 * day after it starts, search hides them from its start anyway) and the tokens in the vocabulary.
 */
export function searchItems(
  kind: SearchKind,
  id: string,
  doc: SearchDocument | null,
): ({ pk: string; sk: string } & Record<string, unknown>)[] {
  if (!doc) return [];
  const start = doc.game_datetime ?? null;
  const expiresAt = start ? Math.floor(new Date(start).getTime() / 1000) + DAY_SECONDS : undefined;
  return [
    ...doc.tokens.map((token) => ({
      ...searchKeys.searchToken(kind, id, token, start),
      type: SEARCH_ITEM_TYPES.searchToken,
      ...doc,
      token,
      ...(expiresAt ? { expiresAt } : {}),
    })),
    // The vocabulary only grows: a token no document holds any more costs one empty read.
    ...doc.tokens.map((token) => ({
      ...searchKeys.searchVocabulary(token),
      type: SEARCH_ITEM_TYPES.searchVocabulary,
      token,
    })),
  ];
}

export function dynamoSearchIndex(db: DynamoDBDocumentClient, tableName: string): SearchIndex {
  async function batchWrite(requests: Record<string, unknown>[]) {
    for (let start = 0; start < requests.length; start += 25) {
      let pending: Record<string, Record<string, unknown>[]> | undefined = {
        [tableName]: requests.slice(start, start + 25),
      };
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
      const { pk, skPrefix } = searchKeys.searchDoc(kind, id);
      const existing = (
        await queryItems(db, {
          tableName,
          key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
          projection: ['sk'],
          consistent: true,
          maxPages: 50,
          map: (item) => String(item.sk),
        })
      ).items;

      const items = searchItems(kind, id, doc);
      const wanted = new Set(items.filter((item) => item.pk === pk).map((item) => item.sk));
      await batchWrite([
        ...existing.filter((sk) => !wanted.has(sk)).map((sk) => ({ DeleteRequest: { Key: { pk, sk } } })),
        ...items.map((Item) => ({ PutRequest: { Item } })),
      ]);
    },

    async find(word, query) {
      const now = Date.now();
      let tokens = remembered(word, now);
      let vocabularyRead = 0;
      if (!tokens) {
        const vocabulary = searchKeys.searchVocabularyPrefix(word);
        const page = await queryItems(db, {
          tableName,
          key: { partition: ['pk', vocabulary.pk], sort: ['sk', { beginsWith: vocabulary.skPrefix }] },
          projection: ['token'],
          limit: MAX_TOKENS_PER_WORD,
          maxPages: 1,
          map: (item) => String(item.token),
        });
        tokens = page.items;
        vocabularyRead = page.read;
        remember(word, tokens, now);
      }
      const sources = tokens.map((token): SortedSource<SearchDocument> => {
        const { gsi4pk, gsi4skFrom } = searchKeys.searchTokenEntries(token, query.from);
        let cursor: Record<string, unknown> | undefined;
        return {
          async next(size) {
            const page = await queryItems(db, {
              tableName,
              index: 'bySearchToken',
              key: { partition: ['gsi4pk', gsi4pk], sort: ['gsi4sk', { from: gsi4skFrom }] },
              limit: size,
              cursor,
              map: (item) => toDocument(item as unknown as TokenItem),
            });
            cursor = page.cursor;
            return { items: page.items, done: !cursor, read: page.read };
          },
        };
      });
      // One document under two tokens of the word ('foot' → football, footvolley) comes out twice in a row.
      const seen = new Set<string>();
      const page = await mergeSortedPages(sources, {
        limit: query.limit,
        keyOf: (doc) => searchKeys.searchToken(doc.kind, doc.id, '', doc.game_datetime).gsi4sk,
        keep: (doc) => {
          const id = `${doc.kind}#${doc.id}`;
          if (seen.has(id) || !query.accept(doc)) return false;
          seen.add(id);
          return true;
        },
      });
      return { docs: page.items, read: vocabularyRead + page.read };
    },
  };
}
