import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL } from '@infra/local/names';
import { startLocalStack } from '@infra/local/local-stack';
import { dynamoClient } from '@functions/platform/dynamo/client';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { bareProfile } from '../support/record-defaults';
import { freshUser } from '../support/fresh-user';
import { gameBody, until } from '../support/games-client';
import { localDb } from '../support/community-fixtures';
import { summariseProfile } from './viral-profile';

// `npm run bench:viral`: one game goes viral. 1,000 distinct players ask to join it at once (64
// in flight) against the local stack, and the script checks what must hold under that: no 5xx,
// every request stored exactly once, the host dashboard's pending count exact. It reports answer
// times, DynamoDB transaction conflicts and retries, joins per second on this machine, and where
// the CPU of a join went. Numbers and checks printed, never asserted in a timed test.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const PLAYERS = Number(process.env.VIRAL_PLAYERS ?? 1000);
const IN_FLIGHT = 64;
const ROOT = resolve(import.meta.dirname, '..', '..');

const stack = await startLocalStack({ port: 0, dataDir: null, seed: false, host: '127.0.0.1' });
let failures = 0;
const verdict = (ok: boolean, what: string) => {
  if (!ok) failures += 1;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
try {
  const db = localDb(stack.dynamoEndpoint);
  const host = await freshUser(stack.url, 'host', 'Viral Host');
  const created = await fetch(`${stack.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
    body: JSON.stringify(gameBody({ title: 'Viral Saturday Football', max_players: 22, price: 0 })),
  }).then((r) => r.json() as Promise<{ game?: { id: string }; id?: string }>);
  const gameId = (created.game?.id ?? created.id)!;

  // Players straight into the local pool and the table (a profile each), tokens minted by the pool:
  // seconds for a thousand, where signing each up by e-mail would take minutes.
  const setupStarted = performance.now();
  const profiles = dynamoProfileRepository(db, LOCAL.tableName);
  const players: { sub: string; token: string; name: string; email: string }[] = [];
  for (let i = 0; i < PLAYERS; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, PLAYERS - i) }, async (_, j) => {
        const name = `Viral Player ${i + j + 1}`;
        const email = `viral.${i + j + 1}.${Date.now()}@example.test`;
        const user = stack.cognito.store.create({
          email,
          password: null,
          status: 'CONFIRMED',
          attributes: { email, name, 'custom:role': 'player', 'custom:profile_setup': 'true' },
        });
        const at = new Date().toISOString();
        await profiles.save(
          {
            id: user.sub,
            name,
            ...bareProfile(),
            role: 'player',
            profile_setup_completed: true,
            created_at: at,
            updated_at: at,
          },
          [],
        );
        players.push({ sub: user.sub, token: stack.cognito.issueTokens(user, false).AccessToken, name, email });
      }),
    );
  }
  console.log(`\nViral game: ${PLAYERS} players made in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const dynamo = countDynamoOutcomes();
  const profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
  await profiler.post('Profiler.start');
  const dynamoCpuBefore = processCpuMs(stack.dynamoPid);
  const timings: number[] = [];
  const statuses = new Map<number, number>();
  const requestIds = new Set<string>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < players.length) {
        const player = players[next++]!;
        const sent = performance.now();
        const response = await fetch(`${stack.url}/api/games/${gameId}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
          body: JSON.stringify({ contactInfo: { name: player.name, email: player.email, phone: '9876543210' } }),
        });
        const body = (await response.json().catch(() => ({}))) as { joinRequestId?: string; message?: string };
        timings.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (body.joinRequestId) requestIds.add(body.joinRequestId);
        else if (response.status >= 500) console.log(`  ${response.status}: ${body.message ?? ''}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const { profile } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  const dynamoCpu = processCpuMs(stack.dynamoPid) - dynamoCpuBefore;
  dynamo.stop();

  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  console.log(
    `${PLAYERS} joins in ${seconds.toFixed(1)} s (${(PLAYERS / seconds).toFixed(0)} joins/s, ${IN_FLIGHT} in flight): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  console.log(
    `DynamoDB during the joins: ${dynamo.calls} calls, ${dynamo.transactions} transactions, ${dynamo.conflicts} cancelled by a conflict, ${dynamo.conditionFailures} by a condition, ${dynamo.retries} SDK retries, ${dynamo.throttles} throttled`,
  );
  console.log(`CPU: DynamoDB Local ${(dynamoCpu / 1000).toFixed(1)} s; this process, by where it went:`);
  for (const line of summariseProfile(profile, ROOT)) console.log(`  ${line}`);

  console.log('\nChecks');
  verdict(![...statuses.keys()].some((s) => s >= 500), 'no answer was a 5xx');
  verdict((statuses.get(201) ?? 0) === PLAYERS, `every join answered 201 (${statuses.get(201) ?? 0} of ${PLAYERS})`);
  verdict(seconds <= 30, `the ${PLAYERS} joins finished within 30 s (${seconds.toFixed(1)} s)`);
  const stored = await storedRequests(db, gameId);
  const users = new Set(stored.map((r) => r.user_id));
  verdict(
    stored.length === PLAYERS && users.size === PLAYERS,
    `stored once each: ${stored.length} requests from ${users.size} players`,
  );
  verdict(requestIds.size === PLAYERS, `${requestIds.size} distinct request ids answered`);
  const game = (await (await fetch(`${stack.url}/api/games/${gameId}`)).json()) as { current_players?: number };
  verdict(
    game.current_players === 0,
    `the game counts no player in yet (${game.current_players}): nobody was accepted`,
  );
  const dashboard = await until(
    async () => {
      const answer = (await (
        await fetch(`${stack.url}/api/host/dashboard`, { headers: { authorization: `Bearer ${host.token}` } })
      ).json()) as { pending_total: number; games: { id: string; pending_count: number }[] };
      return answer.pending_total === PLAYERS ? answer : undefined;
    },
    60_000,
    'the dashboard to count every request',
  ).catch(() => undefined);
  verdict(
    !!dashboard,
    `the host dashboard counts ${PLAYERS} pending requests${dashboard ? '' : ' (it did not within 60 s)'}`,
  );
  const row = dashboard?.games.find((g) => g.id === gameId);
  verdict(row?.pending_count === PLAYERS, `the dashboard's row for the game says ${row?.pending_count} pending`);
} finally {
  await stack.stop();
}
process.exitCode = failures ? 1 : 0;

async function storedRequests(db: DynamoDBDocumentClient, gameId: string) {
  const items: { user_id?: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: LOCAL.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `GAME#${gameId}`, ':sk': 'REQUEST#' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...((page.Items ?? []) as { user_id?: string }[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Counts the handlers' DynamoDB outcomes: transactions, the reasons they were cancelled, retries, throttles. */
function countDynamoOutcomes() {
  const tally = { calls: 0, transactions: 0, conflicts: 0, conditionFailures: 0, retries: 0, throttles: 0, on: true };
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (!tally.on) return next(args);
      tally.calls += 1;
      if (String(context.commandName).startsWith('TransactWrite')) tally.transactions += 1;
      try {
        const result = await next(args);
        tally.retries += Math.max(
          0,
          ((result.output as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1) - 1,
        );
        return result;
      } catch (error) {
        const e = error as {
          name?: string;
          CancellationReasons?: { Code?: string }[];
          $metadata?: { attempts?: number };
        };
        tally.retries += Math.max(0, (e.$metadata?.attempts ?? 1) - 1);
        const codes = e.CancellationReasons?.map((r) => r.Code) ?? [];
        if (codes.includes('TransactionConflict') || e.name === 'TransactionConflictException') tally.conflicts += 1;
        else if (codes.includes('ConditionalCheckFailed') || e.name === 'ConditionalCheckFailedException')
          tally.conditionFailures += 1;
        if (/Throttl|ProvisionedThroughputExceeded/.test(e.name ?? '')) tally.throttles += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'yaktivViralOutcomes' },
  );
  return Object.assign(tally, { stop: () => (tally.on = false) });
}

/** User + system CPU of a process in ms, from /proc (Linux). */
function processCpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
