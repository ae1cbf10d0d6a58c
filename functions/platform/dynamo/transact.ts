import {
  TransactWriteCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';

// A transaction whose items have names, answering which of them failed their condition instead of
// throwing. Names rather than positions: an item that is there only sometimes, or a name holding a
// list (a change's events), can't shift what another name means, and the order the items reach
// DynamoDB in never changes an outcome. It writes exactly what it is given and nothing else:
// whatever a change makes stale is named by the caller, in the same record.
// Two transactions touching the same item at once make DynamoDB cancel one with TransactionConflict
// (no condition was evaluated): that one is retried, so a race ends in a real condition result,
// never a 500.
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type TransactItems = TransactItem[];
/** A transaction's items by name. A name may hold one item, a list of them, or nothing this time. */
export type NamedItems = Record<string, TransactItem | readonly TransactItem[] | undefined>;
/** The names a record of items can have, also when the caller built one of several shapes. */
type NamesOf<T> = T extends unknown ? Extract<keyof T, string> : never;
/** `failed`: the names whose conditions failed, each once, in alphabetical order. */
export type TransactOutcome<Name extends string = string> = { ok: true } | { ok: false; failed: Name[] };

const MAX_CONFLICT_RETRIES = 8;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * Math.min(400, 20 * 2 ** attempt)));

interface Cancellation {
  name?: string;
  CancellationReasons?: { Code?: string }[];
}

const listOf = (entry: NamedItems[string]): readonly TransactItem[] =>
  entry === undefined ? [] : Array.isArray(entry) ? entry : [entry as TransactItem];

export async function transactWrite<Named extends NamedItems>(
  db: DynamoDBDocumentClient,
  named: Named,
): Promise<TransactOutcome<NamesOf<Named>>> {
  const items: TransactItem[] = [];
  // The name of each item sent, by its position: DynamoDB reports failures by position.
  const names: NamesOf<Named>[] = [];
  for (const [name, entry] of Object.entries(named)) {
    for (const item of listOf(entry)) {
      items.push(item);
      names.push(name as NamesOf<Named>);
    }
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      const { name, CancellationReasons: reasons = [] } = (error ?? {}) as Cancellation;
      const failed = new Set(
        reasons.flatMap((reason, index) =>
          reason.Code === 'ConditionalCheckFailed' && names[index] !== undefined ? [names[index]] : [],
        ),
      );
      if (name === 'TransactionCanceledException' && failed.size > 0) return { ok: false, failed: [...failed].sort() };
      const conflict =
        name === 'TransactionConflictException' ||
        (name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict'));
      if (conflict && attempt < MAX_CONFLICT_RETRIES) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
  }
}

/** A transaction's put of an item only where none is yet: its condition fails when the key is taken. */
export const putIfAbsent = (tableName: string, item: Record<string, unknown>) => ({
  Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** A transaction's delete of one item under a condition (what must still hold of the item as read). */
export const deleteIf = (
  tableName: string,
  key: Record<string, string>,
  condition: {
    ConditionExpression: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  },
) => ({ Delete: { TableName: tableName, Key: key, ...condition } });

/** An UpdateExpression that sets some attributes and removes others (REMOVE only when there are any). */
export const setAndRemove = (sets: readonly string[], removes: readonly string[]) =>
  `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`;
