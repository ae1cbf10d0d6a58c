import { LOCAL } from '@infra/local/names';
import { localCredentials } from '@infra/local/dynamo-local';
import { dynamoClient } from '@functions/platform/dynamo/client';
import { installCollector } from './capacity/collector';

// Items read and written per API request (docs/cost.md), from the capacity collector on the
// process's DynamoDB client (the local stack runs the handlers in this process). Sequential
// requests, so nothing else runs meanwhile except the event consumers a write sets off.

export async function printItemsPerRequest(url: string, accessToken: string, dynamoEndpoint: string) {
  const collector = installCollector(dynamoClient(), {
    endpoint: dynamoEndpoint,
    region: LOCAL.region,
    credentials: localCredentials,
  });
  collector.active = true;
  // Let the seed's events (consumers writing notifications, the search index) finish first.
  await new Promise((settle) => setTimeout(settle, 3000));
  const auth = { authorization: `Bearer ${accessToken}` };
  const measure = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    collector.take();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json().catch(() => null)) as { games?: unknown[] } | null;
    const returned = Object.values(answer ?? {}).find((value): value is unknown[] => Array.isArray(value))?.length;
    const records = collector.take();
    console.log(
      `${method} ${path}`.padEnd(58),
      String(response.status).padStart(4),
      String(records.reduce((sum, r) => sum + r.itemsRead, 0)).padStart(8),
      String(records.reduce((sum, r) => sum + r.writes.length, 0)).padStart(8),
      String(returned ?? '').padStart(9),
    );
    return answer;
  };
  console.log('\nDynamoDB items per request (demo data, this machine; docs/cost.md)');
  console.log(
    'request'.padEnd(58),
    'HTTP'.padStart(4),
    'read'.padStart(8),
    'written'.padStart(8),
    'returned'.padStart(9),
  );
  await measure('GET', '/api/health');
  await measure('GET', '/api/me', auth);
  const discover = await measure('GET', '/api/games?lat=12.9352&lng=77.6245&radius_km=5');
  await measure('GET', '/api/games?lat=12.9352&lng=77.6245&radius_km=50');
  await measure('GET', '/api/games/featured');
  await measure('GET', '/api/search?q=football');
  const first = (discover?.games?.[0] as { id?: string } | undefined)?.id;
  if (first) await measure('GET', `/api/games/${first}`);
  await measure('GET', '/api/me/requests', auth);
  await measure('GET', '/api/notifications', auth);
  await measure('GET', '/api/host/games', auth);
  collector.active = false;
}
