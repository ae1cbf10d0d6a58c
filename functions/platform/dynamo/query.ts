import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

// The one Query loop of the repositories: a typed key condition, an optional index,
// filter and projection, a limit on what is returned, a cursor to go on from, and a count of the
// items DynamoDB read — so a caller (and the bench) can see that cost follows the answer.

export type Item = Record<string, unknown>;
export type Cursor = Record<string, unknown>;

/** The sort-key half of a key condition. */
export type SortCondition =
  | { equals: string }
  | { beginsWith: string }
  | { between: [string, string] }
  | { from: string }
  | { to: string }
  | { before: string }
  | { after: string };

export interface KeyCondition {
  /** Attribute and value of the partition key (of the table or the index). */
  partition: [name: string, value: string];
  sort?: [name: string, condition: SortCondition];
}

export interface Filter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface QuerySpec<T> {
  tableName: string;
  index?: string;
  key: KeyCondition;
  filter?: Filter;
  /** Attribute names to read; absent reads whole items. */
  projection?: string[];
  /** Highest sort key first. */
  descending?: boolean;
  /** How many mapped items to return at most (after `keep`); absent: every match, up to maxPages. */
  limit?: number;
  /** Items DynamoDB evaluates per page; defaults to `limit` (no sense reading more than asked). */
  pageSize?: number;
  /** Where a previous answer stopped. */
  cursor?: Cursor;
  consistent?: boolean;
  /** Pages read at most; a guard against a runaway loop in a request path. */
  maxPages?: number;
  map: (item: Item) => T;
  /** Drops mapped items that a key condition or filter can't express. */
  keep?: (value: T) => boolean;
}

export interface QueryPage<T> {
  items: T[];
  /** Present when more may follow: pass it back as `cursor`. */
  cursor?: Cursor;
  /** Items DynamoDB read (ScannedCount): what the request cost, whatever it returned. */
  read: number;
}

const DEFAULT_MAX_PAGES = 10;

/** Each one-value sort condition as an expression on #sk and :sk (`between` takes two values). */
const SORT_EXPRESSIONS = {
  equals: '#sk = :sk',
  beginsWith: 'begins_with(#sk, :sk)',
  from: '#sk >= :sk',
  to: '#sk <= :sk',
  before: '#sk < :sk',
  after: '#sk > :sk',
} as const;

export function keyConditionInput(
  key: KeyCondition,
): Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const names: Record<string, string> = { '#pk': key.partition[0] };
  const values: Record<string, unknown> = { ':pk': key.partition[1] };
  let expression = '#pk = :pk';
  if (key.sort) {
    const [name, condition] = key.sort;
    names['#sk'] = name;
    if ('between' in condition) {
      expression += ' AND #sk BETWEEN :skFrom AND :skTo';
      [values[':skFrom'], values[':skTo']] = condition.between;
    } else {
      const [kind, value] = Object.entries(condition)[0] as [keyof typeof SORT_EXPRESSIONS, string];
      expression += ` AND ${SORT_EXPRESSIONS[kind]}`;
      values[':sk'] = value;
    }
  }
  return { KeyConditionExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/**
 * The attributes a resume key needs: the table's keys and the index's. The index's sort attribute is
 * the one its sort condition names; without one it follows the table's naming (gsiNpk → gsiNsk), so a
 * query without a sort condition can still be resumed from inside a page. (The geo indexes sort by
 * gsi2sk, not by their own name: their readers always give a sort condition.)
 */
function keyAttributes(key: KeyCondition): string[] {
  const [partition] = key.partition;
  const indexSort = key.sort ? key.sort[0] : partition.endsWith('pk') ? `${partition.slice(0, -2)}sk` : undefined;
  return [...new Set(['pk', 'sk', partition, ...(indexSort ? [indexSort] : [])])];
}

function commandInput<T>(spec: QuerySpec<T>): QueryCommandInput {
  const key = keyConditionInput(spec.key);
  const names = { ...key.ExpressionAttributeNames, ...spec.filter?.names };
  const values = { ...key.ExpressionAttributeValues, ...spec.filter?.values };
  let projection: string | undefined;
  if (spec.projection) {
    // The keys are read too, so a query stopped inside a page can name where to go on from.
    projection = [...new Set([...spec.projection, ...keyAttributes(spec.key)])]
      .map((attribute, i) => {
        names[`#p${i}`] = attribute;
        return `#p${i}`;
      })
      .join(', ');
  }
  return {
    TableName: spec.tableName,
    IndexName: spec.index,
    ...key,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    FilterExpression: spec.filter?.expression,
    ProjectionExpression: projection,
    ScanIndexForward: !spec.descending,
    Limit: spec.pageSize ?? spec.limit,
    ConsistentRead: spec.consistent,
  };
}

/** Runs the query page by page until `limit` items are kept, the matches end, or maxPages. */
export async function queryItems<T>(db: DynamoDBDocumentClient, spec: QuerySpec<T>): Promise<QueryPage<T>> {
  const input = commandInput(spec);
  const keyNames = keyAttributes(spec.key);
  const projected = spec.projection && new Set(spec.projection);
  const asAsked = (raw: Item): Item =>
    projected ? Object.fromEntries(Object.entries(raw).filter(([name]) => projected.has(name))) : raw;
  const items: T[] = [];
  let read = 0;
  let cursor = spec.cursor;
  const maxPages = spec.maxPages ?? DEFAULT_MAX_PAGES;
  for (let page = 0; page < maxPages; page++) {
    const answer = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    read += answer.ScannedCount ?? answer.Items?.length ?? 0;
    cursor = answer.LastEvaluatedKey;
    const raws = answer.Items ?? [];
    for (let i = 0; i < raws.length; i++) {
      const value = spec.map(asAsked(raws[i]!));
      if (spec.keep && !spec.keep(value)) continue;
      items.push(value);
      if (spec.limit !== undefined && items.length >= spec.limit) {
        // Stopped inside a page: go on after this item, not after the page (nothing is skipped).
        if (i < raws.length - 1)
          cursor = Object.fromEntries(
            keyNames.filter((name) => raws[i]![name] !== undefined).map((name) => [name, raws[i]![name]]),
          );
        return { items, cursor, read };
      }
    }
    if (!cursor) break;
  }
  return { items, cursor, read };
}

/** Every item of one partition whose sort key starts with a prefix, read consistently (a bounded set, e.g. a game's requests). */
export async function allWithPrefix<T>(
  db: DynamoDBDocumentClient,
  tableName: string,
  { pk, skPrefix }: { pk: string; skPrefix: string },
  options: { maxPages: number; map: (item: Item) => T },
): Promise<T[]> {
  const { items } = await queryItems(db, {
    tableName,
    key: { partition: ['pk', pk], sort: ['sk', { beginsWith: skPrefix }] },
    consistent: true,
    ...options,
  });
  return items;
}

/** Counts matches without reading them into memory (Select COUNT), stopping at `cap`. */
export async function countItems(
  db: DynamoDBDocumentClient,
  spec: Omit<QuerySpec<never>, 'map' | 'keep' | 'projection'> & { cap?: number },
): Promise<number> {
  const input = {
    ...commandInput({ ...spec, map: () => undefined as never }),
    Select: 'COUNT' as const,
    Limit: undefined,
  };
  let count = 0;
  let cursor = spec.cursor;
  const maxPages = spec.maxPages ?? DEFAULT_MAX_PAGES;
  for (let page = 0; page < maxPages; page++) {
    const answer = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    count += answer.Count ?? 0;
    cursor = answer.LastEvaluatedKey;
    if (!cursor || (spec.cap !== undefined && count >= spec.cap)) break;
  }
  return spec.cap === undefined ? count : Math.min(count, spec.cap);
}

/** API cursors are opaque: the last evaluated key as base64url JSON, checked on the way back in. */
export function encodeCursor(cursor: Cursor | undefined): string | undefined {
  return cursor ? Buffer.from(JSON.stringify(cursor)).toString('base64url') : undefined;
}

export function decodeCursor(text: string | undefined | null): Cursor | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number')
    ) {
      return value as Cursor;
    }
  } catch {
    // fall through: a cursor that isn't ours is the same as a bad one
  }
  throw new InvalidCursorError();
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/**
 * An API cursor of one index partition's list: the last evaluated key of that partition, nothing
 * else (a key of another partition or with other attributes was not made here). undefined when
 * there is none (the first page), null when it is not one of ours (the caller answers 400).
 */
export function indexPartitionCursor(
  text: string | undefined | null,
  [partitionName, partition]: [name: string, value: string],
): Cursor | undefined | null {
  if (!text) return undefined;
  try {
    const cursor = decodeCursor(text);
    const expected = keyAttributes({ partition: [partitionName, partition] })
      .sort()
      .join(',');
    const names = Object.keys(cursor ?? {})
      .sort()
      .join(',');
    if (!cursor || names !== expected || cursor[partitionName] !== partition) return null;
    return cursor;
  } catch (error) {
    if (error instanceof InvalidCursorError) return null;
    throw error;
  }
}
