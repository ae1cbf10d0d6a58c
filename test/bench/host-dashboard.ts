import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dashboardVersionMove } from '@functions/hosting/adapters/host-dashboard-version';
import { dynamoHostStatsStore } from '@functions/hosting/adapters/host-stats-store';
import { KEEP_AFTER_CHANGE_MS } from '@functions/platform/dynamo/index-lag';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { hostingKeys } from '@functions/hosting/adapters/keys';
import { dynamoPaymentStore } from '@functions/payments/adapters/payment-repository';
import { createHostStatsService, recountHostStats } from '@functions/hosting/host-stats-service';
import type { StoredGame } from '@functions/games/ports';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';
import { putGames, random, syntheticGame } from '../support/seed-games';
import { measure } from './discover-scale';

// GET /api/host/dashboard for a host with 500 games (half played, half to come) and
// 5,000 requests (1,000 of them pending, 250 nudged), at 10 connections. Between changes the answer
// is one BatchGet (profile, totals, kept lists: decision 032); just after one it reads the latest
// 50 games, the oldest 20 pending and the newest 20 nudged — never the 5,000. Numbers, not
// assertions (budget: p99 ≤ 40 ms for a dashboard).
const GAMES = 500;
const REQUESTS_PER_GAME = 10;
const BUDGET = { p99Ms: 40 };

export async function benchHostDashboard(options: {
  url: string;
  dynamoEndpoint: string;
  accessToken: string;
  seconds?: number;
}) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: options.dynamoEndpoint, region: LOCAL.region, credentials: localCredentials }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const me = (await (
    await fetch(`${options.url}/api/me`, { headers: { authorization: `Bearer ${options.accessToken}` } })
  ).json()) as { id: string };
  const hostId = me.id;
  const next = random(12);
  const now = Date.now();
  const started = Date.now();
  const games: StoredGame[] = Array.from({ length: GAMES }, (_, i) => {
    const played = i < GAMES / 2;
    const startsAt = new Date(now + (played ? -1 : 1) * (3_600_000 + next() * 90 * 24 * 3_600_000));
    return {
      ...syntheticGame(hostId, { lat: 12.97, lng: 77.59 }, startsAt, i, 'Dash'),
      ...(played ? { status: 'completed' as const } : {}),
      max_players: 12,
    };
  });
  await putGames(db, LOCAL.tableName, games, { parallel: 6 });
  const requests: StoredJoinRequest[] = games.flatMap((game, g) =>
    Array.from({ length: REQUESTS_PER_GAME }, (_, r) => {
      const created = new Date(now - next() * 60 * 24 * 3_600_000).toISOString();
      const upcoming = game.status === 'upcoming';
      const pending = upcoming && r < 4;
      const nudged = pending && r === 0;
      return syntheticRequest(game.id, `dash-player-${g}-${r}`, {
        status: pending ? 'pending' : r === 9 ? 'rejected' : 'confirmed',
        created_at: created,
        updated_at: created,
        ...(nudged ? { nudge_count: 1, last_nudge_at: new Date(now - next() * 24 * 3_600_000).toISOString() } : {}),
        ...(!upcoming && r < 6 ? { checked_in_at: game.game_datetime } : {}),
      });
    }),
  );
  await putJoinRequests(db, LOCAL.tableName, requests, hostId);
  // The seed kept this host's totals from its own games; count the 500 in: recount where nothing is kept.
  await db.send(new DeleteCommand({ TableName: LOCAL.tableName, Key: hostingKeys.hostTotals(hostId) }));
  const store = dynamoHostStatsStore(db, LOCAL.tableName);
  const service = createHostStatsService({
    store,
    requests: dynamoJoinRequestRepository(db, LOCAL.tableName),
    games: dynamoGameRepository(db, LOCAL.tableName),
    payments: dynamoPaymentStore(db, LOCAL.tableName),
  });
  await recountHostStats(service, store, hostId);
  console.log(
    `\nHost dashboard: ${GAMES} games, ${requests.length} requests (${requests.filter((r) => r.status === 'pending').length} pending) seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; 10 connections`,
  );
  console.log(
    'endpoint'.padEnd(24),
    'p99 ms'.padStart(7),
    'p50 ms'.padStart(7),
    'req/s'.padStart(7),
    'errors'.padStart(7),
    ` budget p99 ≤ ${BUDGET.p99Ms} ms, 0 errors`,
  );
  const headers = { authorization: `Bearer ${options.accessToken}` };
  // The recount moved the dashboard's version; lists read this soon after a change are not kept
  // (decision 032). Once it settles, the first read keeps them: the steady state a host refreshes in.
  await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_CHANGE_MS));
  const sample = (await (await fetch(`${options.url}/api/host/dashboard`, { headers })).json()) as {
    games: unknown[];
    pending_requests: unknown[];
    nudged: unknown[];
    pending_total: number;
  };
  for (const path of ['/api/host/dashboard', '/api/host/analytics']) {
    const { p99, p50, rps, errors } = await measure(options.url, path, headers, options.seconds);
    console.log(
      path.padEnd(24),
      String(p99).padStart(7),
      String(p50).padStart(7),
      rps.toFixed(0).padStart(7),
      String(errors).padStart(7),
      p99 <= BUDGET.p99Ms && errors === 0 ? ' ok' : ' OVER',
    );
  }
  // For comparison, not budgeted: the live read every request makes while a change settles.
  const change = () => db.send(new UpdateCommand(dashboardVersionMove(LOCAL.tableName, hostId, new Date()).Update));
  await change();
  const changing = setInterval(() => void change(), 1000);
  const live = await measure(options.url, '/api/host/dashboard', headers, options.seconds).finally(() =>
    clearInterval(changing),
  );
  console.log(
    '(dashboard read live)'.padEnd(24),
    String(live.p99).padStart(7),
    String(live.p50).padStart(7),
    live.rps.toFixed(0).padStart(7),
    String(live.errors).padStart(7),
    ' what the first reads after a change cost',
  );
  // autocannon's worker may leave requests in flight: let them finish before the stack stops.
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(
    `(one answer: ${sample.games.length} games, ${sample.pending_requests.length} of ${sample.pending_total} pending requests, ${sample.nudged.length} nudged)`,
  );
}

/** `npx tsx test/bench/host-dashboard.ts`: this bench alone, on a fresh in-memory stack. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startLocalStack } = await import('@infra/local/local-stack');
  const { signInLocal } = await import('../support/local-auth');
  const { DEMO_PASSWORD } = await import('@infra/local/seed/demo-accounts');
  const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1' });
  try {
    const meera = await signInLocal(stack.url, 'meera@demo.yaktiv.test', DEMO_PASSWORD);
    const seeded = await (
      await fetch(`${stack.url}/api/host/dashboard`, { headers: { authorization: `Bearer ${meera.AccessToken}` } })
    ).json();
    console.log(
      'Meera after the seed:',
      JSON.stringify({
        stats: seeded.stats,
        pending_total: seeded.pending_total,
        nudged: seeded.nudged.length,
        games: seeded.games.length,
      }),
    );
    const { AccessToken } = await signInLocal(stack.url, 'vikram@demo.yaktiv.test', DEMO_PASSWORD);
    await benchHostDashboard({ url: stack.url, dynamoEndpoint: stack.dynamoEndpoint, accessToken: AccessToken });
  } finally {
    await stack.stop();
  }
}
