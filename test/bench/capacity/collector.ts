import {
  type AttributeValue,
  type ConsumedCapacity,
  DynamoDBClient,
  GetItemCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { TABLE } from '@infra/table-definition';
import { currentInvocation } from '@functions/platform/observability/observability';
import {
  type Consistency,
  type IndexShape,
  type Item,
  indexWriteUnits,
  itemReadUnits,
  itemSize,
  queryReadUnits,
  readUnitsOf,
  tableWriteUnits,
  writeUnitsOf,
} from './units';

// Every DynamoDB call a process makes, with what it costs: a middleware on the client asks each
// call for ReturnConsumedCapacity 'INDEXES' and records DynamoDB's figures (table and each index)
// next to the units computed from item sizes (units.ts). For writes it reads each item before and
// after on a client of its own, so it knows which index partitions the write touched and can
// compute what the write cost even where DynamoDB Local says nothing. Sequential benches only: a
// snapshot taken while something else writes the same item would be off.

export type Units = { table: number; indexes: Record<string, number> };

export interface ItemWrite {
  pk: string;
  sk: string;
  table: number;
  /** Index name → units and the partitions it wrote. */
  indexes: { index: string; units: number; partitions: string[] }[];
}

export interface PartitionRead {
  /** The table, or the index read. */
  target: string;
  partition: string;
  units: number;
}

export interface CallRecord {
  command: string;
  kind: 'read' | 'write';
  functionName?: string;
  requestId?: string;
  correlationId?: string;
  /** What DynamoDB (Local) reported, when it reported it. */
  reported?: Units;
  computed: Units;
  itemsRead: number;
  writes: ItemWrite[];
  reads: PartitionRead[];
  failed: boolean;
  /** Why the computed figures are missing, if they are. */
  uncomputed?: string;
}

const TABLE_KEYS = { partitionKey: TABLE.partitionKey, sortKey: TABLE.sortKey };
/** The indexes as the table defines them (a projection of ALL unless the definition says otherwise). */
export const INDEX_SHAPES: IndexShape[] = TABLE.indexes.map((index) => ({
  name: index.name,
  partitionKey: index.partitionKey,
  sortKey: index.sortKey,
  projection: (index as { projection?: IndexShape['projection'] }).projection ?? 'ALL',
}));

/** SDK command names (the document client's and the low-level client's) → the DynamoDB operation. */
export function operationOf(commandName: string): string {
  const name = commandName.replace(/Command$/, '');
  const plain: Record<string, string> = {
    Get: 'GetItem',
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    BatchGet: 'BatchGetItem',
    BatchWrite: 'BatchWriteItem',
    TransactGet: 'TransactGetItems',
    TransactWrite: 'TransactWriteItems',
  };
  return plain[name] ?? name;
}

const CAPACITY_CALLS = new Set([
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

function reportedUnits(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): Units | undefined {
  if (!consumed) return undefined;
  const units: Units = { table: 0, indexes: {} };
  for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
    units.table += entry.Table?.CapacityUnits ?? (entry.GlobalSecondaryIndexes ? 0 : (entry.CapacityUnits ?? 0));
    for (const [name, index] of Object.entries(entry.GlobalSecondaryIndexes ?? {}))
      units.indexes[name] = (units.indexes[name] ?? 0) + (index.CapacityUnits ?? 0);
  }
  return units;
}

type Key = Record<string, AttributeValue>;
type Input = Record<string, any>;

/** The items a write call names, with whether it runs in a transaction. */
function writtenKeys(operation: string, input: Input): { key: Key; conditionOnly: boolean }[] {
  const keyOf = (item: Item): Key => ({ pk: item.pk!, sk: item.sk! });
  if (operation === 'PutItem') return [{ key: keyOf(input.Item), conditionOnly: false }];
  if (operation === 'UpdateItem' || operation === 'DeleteItem') return [{ key: input.Key, conditionOnly: false }];
  if (operation === 'TransactWriteItems')
    return (input.TransactItems as Input[]).map((action) => {
      if (action.Put) return { key: keyOf(action.Put.Item), conditionOnly: false };
      if (action.ConditionCheck) return { key: action.ConditionCheck.Key, conditionOnly: true };
      return { key: (action.Update ?? action.Delete).Key, conditionOnly: false };
    });
  if (operation === 'BatchWriteItem')
    return Object.values(input.RequestItems as Record<string, Input[]>)
      .flat()
      .map((request) => ({
        key: request.PutRequest ? keyOf(request.PutRequest.Item) : request.DeleteRequest.Key,
        conditionOnly: false,
      }));
  return [];
}

function tableOf(input: Input): string {
  if (input.TableName) return input.TableName;
  if (input.RequestItems) return Object.keys(input.RequestItems)[0]!;
  const first = (input.TransactItems?.[0] ?? {}) as Record<string, Input>;
  return Object.values(first)[0]!.TableName;
}

/** An item as DynamoDB sends it; the document client hands the caller plain values instead. */
export function asAttributeItem(item: Record<string, unknown> | undefined): Item | undefined {
  if (!item) return undefined;
  const marshalled = Object.values(item).every(
    (value) =>
      value &&
      typeof value === 'object' &&
      Object.keys(value).length === 1 &&
      ATTRIBUTE_TYPES.has(Object.keys(value)[0]!),
  );
  return marshalled ? (item as Item) : marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true });
}
const ATTRIBUTE_TYPES = new Set(['S', 'N', 'B', 'SS', 'NS', 'BS', 'M', 'L', 'NULL', 'BOOL']);

/** `#name = :value` pairs of a key condition, resolved: the partition key's value. */
export function partitionOfKeyCondition(input: Input, partitionAttribute: string): string {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, AttributeValue>;
  for (const [, name, value] of String(input.KeyConditionExpression ?? '').matchAll(/(#?[\w]+)\s*=\s*(:[\w]+)/g)) {
    const attribute = name!.startsWith('#') ? names[name!] : name;
    if (attribute === partitionAttribute) return values[value!]?.S ?? '?';
  }
  return '?';
}

/** The same query without its filter and projection: what DynamoDB read to answer it. */
export function unfilteredQuery(input: Input): Input {
  const {
    FilterExpression,
    ProjectionExpression,
    Select,
    ExpressionAttributeNames,
    ExpressionAttributeValues,
    ...rest
  } = input;
  const used = String(input.KeyConditionExpression ?? '');
  const keep = <V>(entries: Record<string, V> | undefined) => {
    const kept = Object.fromEntries(
      Object.entries(entries ?? {}).filter(([token]) => new RegExp(`${token}\\b`).test(used)),
    );
    return Object.keys(kept).length ? kept : undefined;
  };
  return {
    ...rest,
    ExpressionAttributeNames: keep(ExpressionAttributeNames),
    ExpressionAttributeValues: keep(ExpressionAttributeValues),
    ReturnConsumedCapacity: 'NONE',
  };
}

export interface SideClientOptions {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

const collectors = new WeakMap<DynamoDBClient, Collector>();

export interface Collector {
  /** Off, calls pass untouched (the timed benches that run after it in the same process). */
  active: boolean;
  records: CallRecord[];
  /** Starts a new list (the records so far are returned). */
  take(): CallRecord[];
}

/**
 * Installs the collector on `client` (once per client). `sideEndpoint` is where the collector's own
 * reads go (the same DynamoDB), on a client it doesn't watch.
 */
export function installCollector(client: DynamoDBClient, options: SideClientOptions): Collector {
  const installed = collectors.get(client);
  if (installed) return installed;
  const side = new DynamoDBClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
  });
  const collector: Collector = {
    active: true,
    records: [],
    take() {
      const taken = collector.records;
      collector.records = [];
      return taken;
    },
  };
  const snapshot = (tableName: string, keys: Key[]) =>
    Promise.all(
      keys.map(
        async (key) =>
          (await side.send(new GetItemCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item as
            | Item
            | undefined,
      ),
    );

  // Asked for before the document client marshals the input (it copies the field along)…
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!collector.active || !CAPACITY_CALLS.has(operationOf(String(context.commandName)))) return next(args);
      return next({ ...args, input: { ...(args.input as Input), ReturnConsumedCapacity: 'INDEXES' } });
    },
    { step: 'initialize', priority: 'high', name: 'yaktivCapacityRequest' },
  );
  // …and recorded once the request is built: the input is in DynamoDB's own form by then, whichever
  // client sent it. The collector's own failures never fail the call it watches.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = operationOf(String(context.commandName));
      if (!collector.active || !CAPACITY_CALLS.has(operation)) return next(args);
      const input = args.input as Input;
      const invocation = currentInvocation();
      const isWrite = WRITES.has(operation);
      const tableName = tableOf(input);
      const keys = isWrite ? writtenKeys(operation, input) : [];
      const before = isWrite
        ? await snapshot(
            tableName,
            keys.map((k) => k.key),
          ).catch(() => undefined)
        : [];
      let result: Awaited<ReturnType<typeof next>> | undefined;
      let failure: unknown;
      try {
        result = await next(args);
      } catch (error) {
        failure = error;
      }
      const output = (result?.output ?? {}) as Input;
      const record: CallRecord = {
        command: operation,
        kind: isWrite ? 'write' : 'read',
        functionName: invocation?.keys.function_name as string | undefined,
        requestId: invocation?.requestId,
        correlationId: invocation?.correlationId,
        reported: reportedUnits(output.ConsumedCapacity),
        computed: { table: 0, indexes: {} },
        itemsRead: 0,
        writes: [],
        reads: [],
        failed: failure !== undefined,
      };
      collector.records.push(record);
      // The item as it is now, before the caller goes on to change it again.
      const after = isWrite
        ? await snapshot(
            tableName,
            keys.map((k) => k.key),
          ).catch(() => undefined)
        : [];
      try {
        if (!before || !after) record.uncomputed = 'no snapshot of the items written';
        else if (isWrite) fillWrite(record, operation, keys, before, after);
        else await fillRead(record, operation, input, output, side);
      } catch (error) {
        record.uncomputed = String(error);
      }
      if (failure !== undefined) throw failure;
      return result!;
    },
    { step: 'build', priority: 'high', name: 'yaktivCapacityCollector' },
  );
  collectors.set(client, collector);
  return collector;
}

const add = (units: Units, target: string | undefined, amount: number) => {
  if (!target) units.table += amount;
  else units.indexes[target] = (units.indexes[target] ?? 0) + amount;
};

function fillWrite(
  record: CallRecord,
  operation: string,
  keys: { key: Key; conditionOnly: boolean }[],
  before: (Item | undefined)[],
  after: (Item | undefined)[],
) {
  const transactional = operation === 'TransactWriteItems';
  keys.forEach(({ key, conditionOnly }, i) => {
    const old = before[i];
    const now = record.failed ? old : after[i];
    const table = conditionOnly ? writeUnitsOf(itemSize(old), transactional) : tableWriteUnits(old, now, transactional);
    const indexes = conditionOnly
      ? []
      : INDEX_SHAPES.map((shape) => indexWriteUnits(old, now, shape, TABLE_KEYS, transactional)).filter((w) => w.units);
    add(record.computed, undefined, table);
    for (const write of indexes) add(record.computed, write.index, write.units);
    record.writes.push({ pk: key.pk?.S ?? '?', sk: key.sk?.S ?? '?', table, indexes });
  });
}

async function fillRead(record: CallRecord, operation: string, input: Input, output: Input, side: DynamoDBClient) {
  const consistency: Consistency = input.ConsistentRead ? 'strong' : 'eventual';
  if (operation === 'GetItem') {
    // A projection doesn't make a read cheaper: the whole item is what DynamoDB read.
    const item = input.ProjectionExpression
      ? (await side.send(new GetItemCommand({ TableName: input.TableName, Key: input.Key }))).Item
      : asAttributeItem(output.Item);
    const units = readUnitsOf(itemSize(item), consistency);
    record.itemsRead = item ? 1 : 0;
    add(record.computed, undefined, units);
    record.reads.push({ target: 'table', partition: input.Key?.pk?.S ?? '?', units });
    return;
  }
  if (operation === 'Query' || operation === 'Scan') {
    const exact = !input.FilterExpression && !input.ProjectionExpression && input.Select !== 'COUNT';
    const items: Item[] = exact
      ? (output.Items ?? []).map((item: Record<string, unknown>) => asAttributeItem(item)!)
      : ((
          await side.send(
            operation === 'Query'
              ? new QueryCommand(unfilteredQuery(input) as never)
              : new ScanCommand(unfilteredQuery(input) as never),
          )
        ).Items ?? []);
    const units = queryReadUnits(items.map(itemSize), consistency);
    const index = input.IndexName as string | undefined;
    const shape = INDEX_SHAPES.find((s) => s.name === index);
    record.itemsRead = output.ScannedCount ?? items.length;
    add(record.computed, index, units);
    record.reads.push({
      target: index ?? 'table',
      partition:
        operation === 'Scan' ? '(scan)' : partitionOfKeyCondition(input, shape?.partitionKey ?? TABLE.partitionKey),
      units,
    });
    return;
  }
  // BatchGetItem and TransactGetItems: each item rounded on its own.
  const transactional = operation === 'TransactGetItems';
  const requested: { key: Key; consistency: Consistency }[] = transactional
    ? (input.TransactItems as Input[]).map((action) => ({ key: action.Get.Key, consistency: 'transactional' }))
    : Object.values(input.RequestItems as Record<string, Input>).flatMap((request) =>
        (request.Keys as Key[]).map((key) => ({
          key,
          consistency: (request.ConsistentRead ? 'strong' : 'eventual') as Consistency,
        })),
      );
  const returned: Item[] = (
    transactional
      ? (output.Responses ?? []).map((response: Input) => response.Item).filter(Boolean)
      : Object.values((output.Responses ?? {}) as Record<string, Item[]>).flat()
  ).map((item: Record<string, unknown>) => asAttributeItem(item)!);
  const sizeOf = (key: Key) => itemSize(returned.find((item) => item.pk?.S === key.pk?.S && item.sk?.S === key.sk?.S));
  record.itemsRead = returned.length;
  for (const { key, consistency: read } of requested) {
    const units = itemReadUnits([sizeOf(key)], read);
    add(record.computed, undefined, units);
    record.reads.push({ target: 'table', partition: key.pk?.S ?? '?', units });
  }
}
