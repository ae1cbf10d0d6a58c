import { LOCAL } from '@infra/local/names';
import { gameKeys } from '@functions/games/public-keys';
import { measure, processCpuMs } from './discover-scale';

// Each local API endpoint beside a raw GetItem/Query on the same
// DynamoDB Local at 10 connections, so what the local stack adds on top of DynamoDB is visible.
const BUDGET = { getP99Ms: 25, queryP99Ms: 40 };

/** A raw DynamoDB JSON request. DynamoDB Local checks that a SigV4 header is there, not the signature. */
function rawDynamo(target: 'GetItem' | 'Query', body: unknown) {
  return {
    method: 'POST' as const,
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${target}`,
      authorization: `AWS4-HMAC-SHA256 Credential=local/20260101/${LOCAL.region}/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=0`,
      'x-amz-date': '20260101T000000Z',
    },
    body: JSON.stringify(body),
  };
}

export async function benchApiOverhead(options: {
  url: string;
  dynamoEndpoint: string;
  dynamoPid: number;
  accessToken: string;
  seconds?: number;
}) {
  const userId = String(JSON.parse(Buffer.from(options.accessToken.split('.')[1]!, 'base64url').toString('utf8')).sub);
  const auth = { authorization: `Bearer ${options.accessToken}` };
  const rows: {
    name: string;
    url: string;
    path: string;
    init?: ReturnType<typeof rawDynamo>;
    headers?: Record<string, string>;
    budget: number;
  }[] = [
    {
      name: 'raw GetItem',
      url: options.dynamoEndpoint,
      path: '/',
      init: rawDynamo('GetItem', {
        TableName: LOCAL.tableName,
        Key: { pk: { S: `USER#${userId}` }, sk: { S: 'PROFILE' } },
      }),
      budget: BUDGET.getP99Ms,
    },
    {
      // One part of the national list of upcoming games, as discover without a point and featured
      // read each part (they merge the parts in start order).
      name: 'raw Query (20)',
      url: options.dynamoEndpoint,
      path: '/',
      init: rawDynamo('Query', {
        TableName: LOCAL.tableName,
        IndexName: 'byStatusAndStart',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :now',
        ExpressionAttributeValues: {
          ':pk': { S: gameKeys.upcomingPartitions()[0]! },
          ':now': { S: new Date().toISOString() },
        },
        Limit: 20,
      }),
      budget: BUDGET.queryP99Ms,
    },
    { name: '/api/health', url: options.url, path: '/api/health', budget: BUDGET.getP99Ms },
    { name: '/api/me/requests', url: options.url, path: '/api/me/requests', headers: auth, budget: BUDGET.queryP99Ms },
    { name: '/api/games/featured', url: options.url, path: '/api/games/featured', budget: BUDGET.queryP99Ms },
    { name: 'discover (20)', url: options.url, path: '/api/games', budget: BUDGET.queryP99Ms },
    {
      name: 'discover 5 km',
      url: options.url,
      path: '/api/games?lat=12.9716&lng=77.5946&radius_km=5',
      budget: BUDGET.queryP99Ms,
    },
  ];
  console.log(
    '\nLocal API overhead: each endpoint beside raw DynamoDB Local calls, 10 connections; the machine is shared, so read the ratios',
  );
  console.log("(DDB CPU: DynamoDB Local's own CPU per request; what an endpoint costs beyond it is ours)");
  console.log(
    'what'.padEnd(22),
    'p99 ms'.padStart(7),
    'p50 ms'.padStart(7),
    'req/s'.padStart(7),
    'errors'.padStart(7),
    '×raw GetItem p50'.padStart(17),
    'DDB CPU ms/req'.padStart(15),
  );
  let rawP50 = 0;
  for (const row of rows) {
    const result = await measure(row.url, row.path, row.headers ?? {}, options.seconds, row.init, () =>
      processCpuMs(options.dynamoPid),
    );
    if (row.name === 'raw GetItem') rawP50 = result.p50;
    const ratio = rawP50 ? (result.p50 / rawP50).toFixed(1) : '-';
    console.log(
      row.name.padEnd(22),
      String(result.p99).padStart(7),
      String(result.p50).padStart(7),
      result.rps.toFixed(0).padStart(7),
      String(result.errors).padStart(7),
      ratio.padStart(17),
      (result.cpuMsPerRequest === null || Number.isNaN(result.cpuMsPerRequest)
        ? '-'
        : result.cpuMsPerRequest.toFixed(2)
      ).padStart(15),
      result.p99 <= row.budget && result.errors === 0 ? ` ok (p99 ≤ ${row.budget})` : ` OVER (p99 ≤ ${row.budget})`,
    );
  }
}
