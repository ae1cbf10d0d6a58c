import type { CallRecord, Units } from './collector';
import { keyPattern } from './key-patterns';
import type { OperationRun } from './operations';
import { type Access, fixed, type OperationCost } from './scenario';

// Turns the collector's calls into what the capacity bench prints and models: units per operation
// (table and each index, the API's and the consumers'), the item keys written, and the accesses
// the scenario model spreads over launch-day rates.

export interface OperationSummary {
  name: string;
  statuses: number[];
  apiCalls: number;
  consumerCalls: number;
  consumerInvocations: number;
  events: number;
  answerBytes: number;
  cacheControl?: string;
  read: { api: Units; consumers: Units };
  write: { api: Units; consumers: Units };
  /** Calls whose units could not be computed: DynamoDB Local's figure stands in. */
  reportedOnlyCalls: number;
  /** What DynamoDB Local's ConsumedCapacity adds up to, beside the computed figures. */
  localReported: { read: number; write: number };
  /** Calls whose units could not be computed, and why. */
  disagreements: string[];
  itemsWritten: string[];
  indexPartitionsWritten: string[];
  cost: OperationCost;
}

const empty = (): Units => ({ table: 0, indexes: {} });
const addUnits = (into: Units, from: Units) => {
  into.table += from.table;
  for (const [index, units] of Object.entries(from.indexes)) into.indexes[index] = (into.indexes[index] ?? 0) + units;
};
export const totalOf = (units: Units) => units.table + Object.values(units.indexes).reduce((sum, u) => sum + u, 0);

/**
 * The figure a call is billed at: computed by AWS's rules from the items before and after it.
 * DynamoDB Local's own figure falls short for transactions of several items (it bills one), empty
 * queries (0, AWS bills ½) and batch reads (it rounds the sum, AWS each item); it stands in only
 * where the computation failed.
 */
const billed = (record: CallRecord) => (record.uncomputed && record.reported ? record.reported : record.computed);

export function summarise(run: OperationRun, names: ReadonlyMap<string, string>): OperationSummary {
  const summary: OperationSummary = {
    name: run.name,
    statuses: run.statuses,
    apiCalls: run.api.length,
    consumerCalls: run.consumers.length,
    consumerInvocations: run.consumerInvocations,
    events: run.events,
    answerBytes: run.answerBytes,
    cacheControl: run.cacheControl,
    read: { api: empty(), consumers: empty() },
    write: { api: empty(), consumers: empty() },
    reportedOnlyCalls: 0,
    localReported: { read: 0, write: 0 },
    disagreements: [],
    itemsWritten: [],
    indexPartitionsWritten: [],
    cost: { name: run.name, accesses: [] },
  };
  const items = new Set<string>();
  const partitions = new Set<string>();
  const accesses = new Map<string, Access>();
  const access = (kind: Access['kind'], target: string, key: string, units: number) => {
    const id = `${kind} ${target} ${key}`;
    const known = accesses.get(id) ?? { kind, target, key, units: 0 };
    known.units += units;
    accesses.set(id, known);
  };
  for (const [side, records] of [
    ['api', run.api],
    ['consumers', run.consumers],
  ] as const) {
    for (const record of records) {
      if (record.uncomputed) summary.disagreements.push(`${record.command}: ${record.uncomputed}`);
      if (record.uncomputed) summary.reportedOnlyCalls += 1;
      if (record.reported) summary.localReported[record.kind] += totalOf(record.reported);
      addUnits(summary[record.kind][side], billed(record));
      for (const write of record.writes) {
        const item = keyPattern(`${write.pk}|${write.sk}`, names);
        items.add(item);
        access('write', 'table', item, write.table);
        for (const index of write.indexes)
          for (const partition of index.partitions) {
            const key = keyPattern(partition, names);
            partitions.add(`${index.index}: ${key}`);
            access('write', index.index, key, index.units / index.partitions.length);
          }
      }
      for (const read of record.reads) access('read', read.target, keyPattern(read.partition, names), read.units);
    }
  }
  summary.itemsWritten = [...items].sort();
  summary.indexPartitionsWritten = [...partitions].sort();
  summary.cost.accesses = [...accesses.values()];
  return summary;
}

const byIndex = (units: Units) =>
  Object.entries(units.indexes)
    .filter(([, u]) => u)
    .map(([index, u]) => `${index} ${fixed(u)}`)
    .join(', ');

export function printOperations(summaries: OperationSummary[]) {
  console.log(
    '\nCapacity per operation: units by AWS rules from the items each call read and wrote (units.ts);',
    "DynamoDB Local's own ConsumedCapacity beside it (it bills a transaction of several items as one, an empty query as 0);",
    '* = a call not computed, its DynamoDB Local figure used',
  );
  console.log(
    'operation'.padEnd(34),
    'HTTP'.padEnd(9),
    'calls'.padStart(7),
    'RCU'.padStart(7),
    'WCU'.padStart(7),
    'RCU+c'.padStart(7),
    'WCU+c'.padStart(7),
    'Local R/W'.padStart(11),
    ' (calls: API+consumers; +c: with the consumers it set off)',
  );
  for (const s of summaries) {
    const mark = s.reportedOnlyCalls ? '*' : '';
    console.log(
      s.name.padEnd(34),
      [...new Set(s.statuses)].join(',').padEnd(9),
      `${s.apiCalls}+${s.consumerCalls}`.padStart(7),
      `${fixed(totalOf(s.read.api))}${mark}`.padStart(7),
      `${fixed(totalOf(s.write.api))}${mark}`.padStart(7),
      `${fixed(totalOf(s.read.api) + totalOf(s.read.consumers))}${mark}`.padStart(7),
      `${fixed(totalOf(s.write.api) + totalOf(s.write.consumers))}${mark}`.padStart(7),
      `${fixed(s.localReported.read)}/${fixed(s.localReported.write)}`.padStart(11),
    );
  }
  console.log('\nBy table and index (API | consumers), and the keys written');
  for (const s of summaries) {
    const line = (label: string, api: Units, consumers: Units) =>
      totalOf(api) + totalOf(consumers)
        ? `  ${label}: table ${fixed(api.table)}${byIndex(api) ? `, ${byIndex(api)}` : ''} | table ${fixed(consumers.table)}${byIndex(consumers) ? `, ${byIndex(consumers)}` : ''}`
        : '';
    console.log(
      `${s.name} — ${s.events} event(s), ${s.consumerInvocations} consumer invocation(s), answer ${s.answerBytes} B`,
    );
    for (const text of [line('read', s.read.api, s.read.consumers), line('write', s.write.api, s.write.consumers)])
      if (text) console.log(text);
    if (s.itemsWritten.length) console.log(`  items written: ${s.itemsWritten.join('  ')}`);
    if (s.indexPartitionsWritten.length)
      console.log(`  index partitions written: ${s.indexPartitionsWritten.join('  ')}`);
    for (const disagreement of s.disagreements) console.log(`  * not computed: ${disagreement}`);
  }
}
