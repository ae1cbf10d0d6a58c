import { originPerSecond } from './edge-cache';
import { placeholdersOf } from './key-patterns';

/** A figure as the bench prints it: whole, or to one decimal. */
export const fixed = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

// The launch-day model: what each operation reads and writes (measured by the capacity bench, as
// key patterns with units), times how often it happens in a scenario, spread over how many
// distinct items its keys stand for. Pure, so the arithmetic is tested apart from the bench.
//
// A key's load is Σ over flows of (units per operation × operations per second ÷ the number of
// distinct values its placeholders take in that flow). A placeholder given a name instead of a
// number is one particular item (the viral game, its host): loads on it add up across flows,
// and no division happens. A key without placeholders (a national list) takes the whole rate.
// A flow CloudFront answers from its edges (edge-cache.ts) is counted at the rate that reaches the
// origin, per cache key; every other flow in full.

export interface Access {
  kind: 'read' | 'write';
  /** 'table', or the index read or written. */
  target: string;
  /** The item ("pk|sk") for the table, the partition for an index (or a table read of a partition). */
  key: string;
  units: number;
}

export interface OperationCost {
  name: string;
  accesses: Access[];
}

/** How many distinct values a placeholder takes in a flow, or the name of the one it is. */
export type Spread = number | string;

export interface Flow {
  operation: string;
  /** Viewers' requests a second. */
  perSecond: number;
  spread: Record<string, Spread>;
  /** Kept at CloudFront's edges: for how long, and which placeholders make a cache key of their own. */
  edge?: { seconds: number; key: string[] };
}

export interface Scenario {
  name: string;
  flows: Flow[];
}

export interface KeyLoad {
  kind: 'read' | 'write';
  target: string;
  key: string;
  perSecond: number;
  /** The operations that put load on it, largest first. */
  from: { operation: string; perSecond: number }[];
}

/** Placeholders a flow doesn't mention: new ids (a request, an event) are as many as the operations. */
export const FRESH = 1_000_000;
/** Placeholders the same for everyone at one time (a day, a month, an hour's budget). */
const SHARED_IN_TIME = new Set(['date', 'month', 'n']);

const spreadOf = (flow: Flow, placeholder: string): Spread =>
  flow.spread[placeholder] ?? (SHARED_IN_TIME.has(placeholder) ? 1 : FRESH);

/**
 * The requests a second of a flow that reach the API: all of them, or for a read kept at the edges,
 * each cache key's viewers (the flow's rate shared evenly over its keys) cut to what the edge caches
 * pass on. A named placeholder (the viral game) is one key.
 */
export function originRate(flow: Flow): number {
  if (!flow.edge) return flow.perSecond;
  const keys = flow.edge.key.reduce((n, placeholder) => {
    const spread = spreadOf(flow, placeholder);
    return n * (typeof spread === 'number' ? Math.max(1, spread) : 1);
  }, 1);
  return keys * originPerSecond(flow.perSecond / keys, flow.edge.seconds);
}

/** For each flow kept at the edges: the viewers' rate and what reaches the API, as the bench prints it. */
export function edgeLines(scenario: Scenario): string[] {
  return scenario.flows
    .filter((flow) => flow.edge)
    .map(
      (flow) =>
        `${flow.operation}: ${fixed(flow.perSecond)}/s asked, ${fixed(originRate(flow))}/s reach the API (kept ${flow.edge!.seconds} s)`,
    );
}

export function keyLoads(costs: OperationCost[], scenario: Scenario): KeyLoad[] {
  const loads = new Map<string, KeyLoad>();
  for (const flow of scenario.flows) {
    const rate = originRate(flow);
    const cost = costs.find((c) => c.name === flow.operation);
    if (!cost)
      throw new Error(`the scenario "${scenario.name}" names "${flow.operation}", which the bench didn't measure`);
    for (const access of cost.accesses) {
      let key = access.key;
      let share = 1;
      for (const placeholder of new Set(placeholdersOf(access.key))) {
        const spread = spreadOf(flow, placeholder);
        if (typeof spread === 'string') key = key.replaceAll(`{${placeholder}}`, `{${placeholder}:${spread}}`);
        else share *= Math.max(1, spread);
      }
      const id = `${access.kind} ${access.target} ${key}`;
      const load = loads.get(id) ?? { kind: access.kind, target: access.target, key, perSecond: 0, from: [] };
      const perSecond = (access.units * rate) / share;
      load.perSecond += perSecond;
      const from = load.from.find((f) => f.operation === flow.operation);
      if (from) from.perSecond += perSecond;
      else load.from.push({ operation: flow.operation, perSecond });
      loads.set(id, load);
    }
  }
  for (const load of loads.values()) load.from.sort((a, b) => b.perSecond - a.perSecond);
  return [...loads.values()].sort((a, b) => b.perSecond - a.perSecond);
}

/** The hottest table item and index partition, in write and in read units per second. */
export function hottest(loads: KeyLoad[]) {
  const top = (kind: 'read' | 'write', table: boolean) =>
    loads.find((l) => l.kind === kind && (l.target === 'table') === table);
  return {
    writeItem: top('write', true),
    writePartition: top('write', false),
    readItem: top('read', true),
    readPartition: top('read', false),
  };
}

export const TARGETS = {
  joinWcu: 10,
  decisionWcu: 15,
  createWcu: 25,
  discover5Rcu: 10,
  discover50Rcu: 25,
  partitionWcuPerSecond: 300,
  partitionRcuPerSecond: 1000,
} as const;

export interface Check {
  what: string;
  value: number;
  limit: number;
  pass: boolean;
  /**
   * What the operation's event consumers add, printed beside the check but not in it: their writes
   * run after the answer, off the user's path, retried on their own, and are billed in the cost sheet.
   */
  consumers?: number;
}

const check = (what: string, value: number, limit: number, consumers?: number): Check => ({
  what,
  value,
  limit,
  pass: value <= limit,
  ...(consumers === undefined ? {} : { consumers }),
});

/** One operation's units: on its request path (table and every index), and in the consumers it sets off. */
export interface PathUnits {
  request: number;
  consumers: number;
}

/**
 * The per-operation targets, on the operation's own request path: the table and every index copy
 * its calls write or read. The consumers' units are carried beside each check so none is hidden.
 */
export function operationChecks(units: (operation: string, kind: 'read' | 'write') => PathUnits): Check[] {
  const target = (what: string, operation: string, kind: 'read' | 'write', limit: number) => {
    const { request, consumers } = units(operation, kind);
    return check(what, request, limit, consumers);
  };
  const decisions = ['decision: accept', 'decision: waitlist', 'decision: reject'];
  return [
    target('join ≤ 10 WCU', 'join', 'write', TARGETS.joinWcu),
    ...decisions.map((d) => target(`${d} ≤ 15 WCU`, d, 'write', TARGETS.decisionWcu)),
    target('game create ≤ 25 WCU', 'game create', 'write', TARGETS.createWcu),
    target('discover 5 km ≤ 10 RCU', 'discover 5 km', 'read', TARGETS.discover5Rcu),
    target('discover 50 km ≤ 25 RCU', 'discover 50 km', 'read', TARGETS.discover50Rcu),
  ];
}

/** A check as the bench prints it, e.g. `pass  join ≤ 10 WCU: 9 (limit 10) · consumers +8`. */
export function checkLine(check: Check): string {
  const consumers = check.consumers === undefined ? '' : ` · consumers +${fixed(check.consumers)}`;
  return `${check.pass ? 'pass' : 'FAIL'}  ${check.what}: ${fixed(check.value)} (limit ${fixed(check.limit)})${consumers}`;
}

/** No item or index partition over 300 WCU/s or 1,000 RCU/s in a scenario. */
export function partitionChecks(scenario: string, loads: KeyLoad[]): Check[] {
  const hot = hottest(loads);
  const rows: [string, KeyLoad | undefined, number][] = [
    ['hottest item written', hot.writeItem, TARGETS.partitionWcuPerSecond],
    ['hottest index partition written', hot.writePartition, TARGETS.partitionWcuPerSecond],
    ['hottest table partition read', hot.readItem, TARGETS.partitionRcuPerSecond],
    ['hottest index partition read', hot.readPartition, TARGETS.partitionRcuPerSecond],
  ];
  return rows.map(([what, load, limit]) =>
    check(`${scenario}: ${what}, ${load ? `${load.target} ${load.key}` : '(none)'}`, load?.perSecond ?? 0, limit),
  );
}
