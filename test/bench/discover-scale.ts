import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { firstPageSize } from '@functions/discover/merge-sorted-pages';
import { coverFor } from '@shared/rules/geo';
import { pointAt, putGames, random, syntheticGame } from '../support/seed-games';

// The growth budget (the same cost at 30,000 games as at 300): discover at 5 and 50 km, search and featured at 300 and at
// 30,000 upcoming games in one city: p99 and req/s at 10 connections, and the items DynamoDB read
// per request (x-items-read, from the query helper) next to the items returned. Numbers, not
// assertions. Games are written straight to DynamoDB Local with the repository's item code.
const CITY = { name: 'Hyderabad', lat: 17.385, lng: 78.4867 };
const CITY_RADIUS_KM = 25;
const BUDGET = { p99Ms: 40 };
const SIZES = [300, 30_000];

interface Row {
  name: string;
  path: string;
  /** Discover's circle and page: the cells it reads, for the bound on what it may read. */
  circle?: { radiusKm: number; limit: number };
  /** What the answer holds: games for discover and featured, results for search. */
  list: 'games' | 'results';
}

const ROWS: Row[] = [
  {
    name: 'discover 5 km',
    path: `/api/games?lat=${CITY.lat}&lng=${CITY.lng}&radius_km=5`,
    list: 'games',
    circle: { radiusKm: 5, limit: 20 },
  },
  {
    name: 'discover 50 km',
    path: `/api/games?lat=${CITY.lat}&lng=${CITY.lng}&radius_km=50`,
    list: 'games',
    circle: { radiusKm: 50, limit: 20 },
  },
  {
    name: 'discover 50 km ×100',
    path: `/api/games?lat=${CITY.lat}&lng=${CITY.lng}&radius_km=50&limit=100`,
    list: 'games',
    circle: { radiusKm: 50, limit: 100 },
  },
  { name: 'search', path: '/api/search?q=cricket', list: 'results' },
  { name: 'featured (near)', path: `/api/games/featured?lat=${CITY.lat}&lng=${CITY.lng}`, list: 'games' },
];

/**
 * The bound on a discover read: twice what it returns, plus the per-cell overhead — the
 * first page the merge asks of every cell it covers, whatever the cell holds.
 */
function readBound(row: Row, returned: number): { bound: number; cells: number } | null {
  if (!row.circle) return null;
  const cells = coverFor({ lat: CITY.lat, lng: CITY.lng }, row.circle.radiusKm).cells.length;
  return { bound: 2 * returned + cells * firstPageSize(row.circle.limit, cells), cells };
}

/**
 * autocannon at 10 connections after a 5 s warm-up: DynamoDB Local's JVM compiles a hot path only
 * after thousands of calls, and ours after fewer; only the second run counts (steady state). The load comes from a worker thread: a client shares no event loop with the
 * server it measures (the local stack runs in this process).
 */
export async function measure(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  seconds = 5,
  init: { method?: 'POST'; headers?: Record<string, string>; body?: string } = {},
  /** A process's CPU milliseconds so far (e.g. DynamoDB Local's): reported per request of the run. */
  cpuMsOf?: () => number,
) {
  const options = {
    url: `${url}${path}`,
    connections: 10,
    workers: 1,
    method: init.method ?? ('GET' as const),
    headers: { ...headers, ...init.headers },
    body: init.body,
  };
  await autocannon({ ...options, duration: 5 });
  const cpuBefore = cpuMsOf?.() ?? 0;
  const result = await autocannon({ ...options, duration: seconds });
  const cpuMsPerRequest = cpuMsOf && result.requests.total ? (cpuMsOf() - cpuBefore) / result.requests.total : null;
  return {
    p99: result.latency.p99,
    p50: result.latency.p50,
    rps: result.requests.average,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMsPerRequest,
  };
}

/** CPU milliseconds a process has used (Linux /proc; clock ticks of 10 ms), or NaN where unreadable. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function itemsPerRequest(url: string, row: Row) {
  const response = await fetch(`${url}${row.path}`);
  const body = (await response.json()) as Record<string, unknown[]>;
  return { read: Number(response.headers.get('x-items-read') ?? NaN), returned: body[row.list]?.length ?? 0 };
}

export async function benchDiscoverScale(options: { url: string; dynamoEndpoint: string; seconds?: number }) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: options.dynamoEndpoint, region: LOCAL.region, credentials: localCredentials }),
  );
  const next = random(2026);
  const now = Date.now();
  let seeded = 0;
  console.log(
    `\nGrowth: upcoming games in one city (${CITY.name}, within ${CITY_RADIUS_KM} km), 10 connections; budget p99 ≤ ${BUDGET.p99Ms} ms, the same at 30,000 as at 300,`,
  );
  console.log(
    "items read ≤ 2× returned + per-cell overhead (each covered cell's first page: the bound column). The machine is shared: compare rows with each other.",
  );
  console.log(
    'read: in the steady state, after the run (kept cell pages answer, decision 034); first: the first request after seeding, which reads the cells live and keeps their pages.',
  );
  console.log(
    'games'.padStart(7),
    'endpoint'.padEnd(22),
    'p99 ms'.padStart(7),
    'req/s'.padStart(7),
    'errors'.padStart(7),
    'returned'.padStart(9),
    'read'.padStart(6),
    'read/returned'.padStart(14),
    'bound (cells)'.padStart(14),
    'first'.padStart(6),
    '  p99',
    ' read',
  );
  for (const size of SIZES) {
    const games = Array.from({ length: size - seeded }, (_, i) => {
      // Uniform over the city's disc, starting over the next 30 days.
      const point = pointAt(CITY, CITY_RADIUS_KM * Math.sqrt(next()), next() * 2 * Math.PI);
      return syntheticGame(
        'bench-host',
        point,
        new Date(now + 3_600_000 + next() * 30 * 24 * 3_600_000),
        seeded + i,
        'Hyd',
      );
    });
    const started = Date.now();
    await putGames(db, LOCAL.tableName, games, { search: true, parallel: 6 });
    seeded = size;
    console.log(`(seeded to ${size} games in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const row of ROWS) {
      const first = await itemsPerRequest(options.url, row);
      const { p99, rps, errors } = await measure(options.url, row.path, {}, options.seconds);
      const { read, returned } = await itemsPerRequest(options.url, row);
      const ratio = returned ? (read / returned).toFixed(2) : '-';
      const bound = readBound(row, returned);
      console.log(
        String(size).padStart(7),
        row.name.padEnd(22),
        String(p99).padStart(7),
        rps.toFixed(0).padStart(7),
        String(errors).padStart(7),
        String(returned).padStart(9),
        String(read).padStart(6),
        ratio.padStart(14),
        (bound ? `${bound.bound} (${bound.cells})` : '-').padStart(14),
        String(first.read).padStart(6),
        p99 <= BUDGET.p99Ms && errors === 0 ? '   ok' : ' OVER',
        bound ? (read <= bound.bound ? '   ok' : ' OVER') : '    -',
      );
    }
  }
}
