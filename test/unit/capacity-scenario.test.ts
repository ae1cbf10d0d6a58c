import { describe, expect, it } from 'vitest';
import { keyPattern, placeholdersOf } from '../bench/capacity/key-patterns';
import { monthlyCost, totalDollars, type MeasuredOperation, LAUNCH_USAGE } from '../bench/capacity/cost-model';
import {
  checkLine,
  hottest,
  keyLoads,
  operationChecks,
  partitionChecks,
  type OperationCost,
  type Scenario,
  TARGETS,
} from '../bench/capacity/scenario';

// The launch-day model's arithmetic: key patterns, loads per key, the targets, the cost sheet.
describe('key patterns', () => {
  it('names the ids the bench made, and recognises cells, times, dates, UUIDs and hashes by shape', () => {
    const names = new Map([
      ['3f1c2b7e-8a90-4b1c-9d2e-123456789abc', 'game'],
      ['u-42', 'player'],
    ]);
    expect(keyPattern('GAME#3f1c2b7e-8a90-4b1c-9d2e-123456789abc|REQUEST#u-42', names)).toBe(
      'GAME#{game}|REQUEST#{player}',
    );
    expect(keyPattern('GEO5#tdr1w')).toBe('GEO5#{cell5}');
    expect(keyPattern('CELLPAGE#tdr')).toBe('CELLPAGE#{cell3}');
    expect(keyPattern('CELLPAGE#upcoming|PAGE')).toBe('CELLPAGE#upcoming|PAGE');
    expect(keyPattern('PASS#NKT6-YFFF-PKKD')).toBe('PASS#{pass}');
    expect(keyPattern('IDEMPOTENCY#effect#wZ7lm70e3DQ/WYGK/7KEjm5A/v/ZONLfuZ1powJ4BfQ=|RECORD')).toBe(
      'IDEMPOTENCY#effect#{hash}|RECORD',
    );
    expect(keyPattern('HOST#x|GAME#2026-11-28T04:30:00.000Z#abc')).toBe('HOST#x|GAME#{time}#abc');
    expect(keyPattern('HOSTSTATS#x|MONTH#2026-11')).toBe('HOSTSTATS#x|MONTH#{month}');
    expect(keyPattern('EVENT#0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('EVENT#{id}');
    expect(keyPattern(`IDEMPOTENCY#${'ab12'.repeat(10)}`)).toBe('IDEMPOTENCY#{hash}');
    expect(keyPattern('SMSBUDGET#17|APP')).toBe('SMSBUDGET#{n}|APP');
    expect(keyPattern('GAMES#upcoming')).toBe('GAMES#upcoming');
    expect(keyPattern('GAMES#upcoming#3')).toBe('GAMES#upcoming#{shard}');
    expect(keyPattern('OFFERS#open#17')).toBe('OFFERS#open#{duepart}');
    expect(keyPattern('PAYORDERS#open#0')).toBe('PAYORDERS#open#{duepart}');
  });

  it('lists the placeholders of a pattern', () => {
    expect(placeholdersOf('GAME#{game}|REQUEST#{player}')).toEqual(['game', 'player']);
  });
});

const costs: OperationCost[] = [
  {
    name: 'join',
    accesses: [
      { kind: 'write', target: 'table', key: 'GAME#{game}|GAME', units: 2 },
      { kind: 'write', target: 'table', key: 'GAME#{game}|REQUEST#{player}', units: 2 },
      { kind: 'write', target: 'byStatusAndStart', key: 'GAMES#upcoming', units: 1 },
      { kind: 'write', target: 'table', key: 'EVENT#{id}|EVENT', units: 2 },
    ],
  },
  { name: 'game page', accesses: [{ kind: 'read', target: 'table', key: 'GAME#{game}', units: 0.5 }] },
];

describe('key loads', () => {
  const saturday: Scenario = {
    name: 'Saturday',
    flows: [{ operation: 'join', perSecond: 2000, spread: { game: 1000, player: 100_000 } }],
  };

  it('spreads a key over the values of its placeholders, and gives a national list the whole rate', () => {
    const loads = keyLoads(costs, saturday);
    const load = (key: string) => loads.find((l) => l.key === key)?.perSecond;
    expect(load('GAME#{game}|GAME')).toBe(4);
    expect(load('GAME#{game}|REQUEST#{player}')).toBeCloseTo(4 / 100_000);
    expect(load('GAMES#upcoming')).toBe(2000);
    // An id the scenario doesn't name is new each time: as many as there are operations.
    expect(load('EVENT#{id}|EVENT')).toBeCloseTo(0.004);
  });

  it('adds up the flows that fall on one named item', () => {
    const viral: Scenario = {
      name: 'Viral',
      flows: [
        { operation: 'join', perSecond: 100, spread: { game: 'viral', player: 1000 } },
        { operation: 'game page', perSecond: 1000, spread: { game: 'viral' } },
      ],
    };
    const loads = keyLoads(costs, viral);
    const hot = hottest(loads);
    expect(hot.writeItem).toMatchObject({ key: 'GAME#{game:viral}|GAME', perSecond: 200 });
    expect(hot.readItem).toMatchObject({ key: 'GAME#{game:viral}', perSecond: 500 });
    expect(hot.writePartition).toMatchObject({ target: 'byStatusAndStart', key: 'GAMES#upcoming', perSecond: 100 });
    expect(hot.writeItem?.from).toEqual([{ operation: 'join', perSecond: 200 }]);
  });

  it('refuses a scenario that names an operation the bench did not measure', () => {
    expect(() => keyLoads(costs, { name: 'x', flows: [{ operation: 'teleport', perSecond: 1, spread: {} }] })).toThrow(
      /teleport/,
    );
  });
});

describe('targets', () => {
  it('passes an operation at its limit and fails one above it', () => {
    const units = (operation: string) => ({
      request: operation === 'join' ? TARGETS.joinWcu : operation === 'game create' ? 26 : 1,
      consumers: 0,
    });
    const checks = operationChecks(units);
    expect(checks.find((c) => c.what.startsWith('join'))?.pass).toBe(true);
    expect(checks.find((c) => c.what.startsWith('game create'))).toMatchObject({ value: 26, limit: 25, pass: false });
  });

  it("checks an operation's request path only, and prints its consumers' units beside the check", () => {
    // A join at 9 WCU on its own path passes however much its consumers write afterwards.
    const units = (operation: string, kind: 'read' | 'write') =>
      operation === 'join' && kind === 'write' ? { request: 9, consumers: 8 } : { request: 1, consumers: 0.5 };
    const join = operationChecks(units).find((c) => c.what.startsWith('join'))!;
    expect(join).toMatchObject({ value: 9, consumers: 8, pass: true });
    expect(checkLine(join)).toBe('pass  join ≤ 10 WCU: 9 (limit 10) · consumers +8');
    const discover = operationChecks(units).find((c) => c.what.startsWith('discover 5 km'))!;
    expect(checkLine(discover)).toBe('pass  discover 5 km ≤ 10 RCU: 1 (limit 10) · consumers +0.5');
    expect(checkLine({ ...join, value: 11, pass: false })).toMatch(/^FAIL {2}join ≤ 10 WCU: 11 \(limit 10\)/);
  });

  it('prints a partition check without a consumers part', () => {
    expect(checkLine({ what: 'Viral: hottest item written', value: 349.25, limit: 300, pass: false })).toBe(
      'FAIL  Viral: hottest item written: 349.3 (limit 300)',
    );
  });

  it('fails a scenario whose hottest partition takes more than 300 WCU/s', () => {
    const loads = keyLoads(costs, {
      name: 'Saturday',
      flows: [{ operation: 'join', perSecond: 2000, spread: { game: 1000, player: 100_000 } }],
    });
    const [item, partition] = partitionChecks('Saturday', loads);
    expect(item).toMatchObject({ value: 4, pass: true });
    expect(partition).toMatchObject({ value: 2000, pass: false });
    expect(partition?.what).toContain('GAMES#upcoming');
  });
});

describe('cost sheet', () => {
  const measured = Object.keys(LAUNCH_USAGE.perPlayer).map(
    (name): MeasuredOperation => ({
      name,
      readUnits: 2,
      writeUnits: 4,
      consumerInvocations: 1,
      events: 1,
      answerBytes: 2000,
    }),
  );

  it('prices DynamoDB from the units per operation and the times a player does it', () => {
    const lines = monthlyCost(10_000, measured);
    const perPlayer = Object.values(LAUNCH_USAGE.perPlayer).reduce((sum, n) => sum + n, 0);
    const writes = (perPlayer * 4 + LAUNCH_USAGE.other.perPlayer * LAUNCH_USAGE.other.writeUnits) * 10_000;
    expect(lines.find((l) => l.service.startsWith('DynamoDB writes'))?.dollars).toBeCloseTo((writes / 1e6) * 0.7125);
  });

  it('grows with players, and Cognito Plus bills every active user', () => {
    const small = monthlyCost(10_000, measured);
    const large = monthlyCost(1_000_000, measured);
    expect(totalDollars(large)).toBeGreaterThan(50 * totalDollars(small));
    expect(large.find((l) => l.service.startsWith('Cognito'))?.dollars).toBeCloseTo(20_000);
  });

  it('names an operation it has no measurement for', () => {
    expect(() => monthlyCost(10, measured.slice(1))).toThrow(/no measurement/);
  });
});
