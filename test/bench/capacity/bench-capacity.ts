import { localCredentials } from '@infra/local/dynamo-local';
import type { LocalStack } from '@infra/local/local-stack';
import { LOCAL } from '@infra/local/names';
import { dynamoClient } from '@functions/platform/dynamo/client';
import { installCollector } from './collector';
import { type MeasuredOperation, printCostSheet } from './cost-model';
import { edgeMismatches } from './edge-cache';
import { SCENARIOS } from './launch-scenarios';
import { driveOperations } from './operations';
import { type OperationSummary, printOperations, summarise, totalOf } from './report';
import { checkLine, edgeLines, fixed, keyLoads, operationChecks, partitionChecks } from './scenario';

// The capacity bench: every priced operation through the real handlers, what DynamoDB charged
// for it, the launch-day scenarios' hottest items and partitions, the targets as pass/fail, and
// the monthly cost sheet. Numbers, not assertions: nothing here fails a test run.

export async function benchCapacity(stack: LocalStack): Promise<OperationSummary[]> {
  const collector = installCollector(dynamoClient(), {
    endpoint: stack.dynamoEndpoint,
    region: LOCAL.region,
    credentials: localCredentials,
  });
  collector.active = true;
  let summaries: OperationSummary[];
  try {
    const { runs, names } = await driveOperations(stack, collector);
    summaries = runs.map((run) => summarise(run, names));
  } finally {
    collector.active = false;
  }
  // The same operation run more than once (four joins, two sign-ups) is priced by its first run.
  const first = summaries.filter((s, i) => summaries.findIndex((t) => t.name === s.name) === i);
  printOperations(summaries);

  const units = (name: string, kind: 'read' | 'write') => {
    const s = first.find((f) => f.name === name);
    return s
      ? { request: totalOf(s[kind].api), consumers: totalOf(s[kind].consumers) }
      : { request: Number.NaN, consumers: Number.NaN };
  };
  const costs = first.map((s) => s.cost);
  // The edge model's lifetimes against what the measured answers told CloudFront.
  for (const mismatch of edgeMismatches(first)) console.log(`\nEDGE MODEL DISAGREES: ${mismatch}`);
  const checks = [...operationChecks(units)];
  for (const scenario of SCENARIOS) {
    const loads = keyLoads(costs, scenario);
    console.log(`\n${scenario.name}: the busiest keys (units per second)`);
    for (const line of edgeLines(scenario)) console.log(`  edge  ${line}`);
    for (const kind of ['write', 'read'] as const)
      for (const load of loads.filter((l) => l.kind === kind).slice(0, 5))
        console.log(
          `  ${kind.padEnd(5)} ${fixed(load.perSecond).padStart(9)}/s  ${load.target.padEnd(16)} ${load.key}   ← ${load.from
            .slice(0, 3)
            .map((f) => `${f.operation} ${fixed(f.perSecond)}`)
            .join(', ')}`,
        );
    checks.push(...partitionChecks(scenario.name, loads));
  }
  console.log(
    "\nTargets (an operation's request path, table and every index; its consumers' units beside, off that path)",
  );
  for (const check of checks) console.log(`  ${checkLine(check)}`);

  const measured: MeasuredOperation[] = first.map((s) => ({
    name: s.name,
    readUnits: totalOf(s.read.api) + totalOf(s.read.consumers),
    writeUnits: totalOf(s.write.api) + totalOf(s.write.consumers),
    consumerInvocations: s.consumerInvocations,
    events: s.events,
    answerBytes: s.answerBytes,
  }));
  printCostSheet(measured);
  return summaries;
}
