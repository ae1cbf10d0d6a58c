import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '@functions/platform/dynamo/client';

// Items read and written per API request (docs/cost.md): a middleware on the process's DynamoDB
// client (the local stack runs the handlers in this process) counts what each request touched.
// Sequential requests, so nothing else runs meanwhile except the event consumers a write sets off.

type Output = {
  Item?: unknown;
  Items?: unknown[];
  ScannedCount?: number;
  Responses?: Record<string, unknown[]> | unknown[];
};
type Input = { TransactItems?: unknown[]; RequestItems?: Record<string, unknown[]> };
const tally = { read: 0, written: 0 };

function count(command: string, input: Input, output: Output) {
  if (command === 'QueryCommand' || command === 'ScanCommand')
    tally.read += output.ScannedCount ?? output.Items?.length ?? 0;
  else if (command === 'GetItemCommand' || command === 'GetCommand') tally.read += output.Item ? 1 : 0;
  else if (
    command === 'BatchGetItemCommand' ||
    command === 'BatchGetCommand' ||
    command === 'TransactGetItemsCommand' ||
    command === 'TransactGetCommand'
  ) {
    const responses = output.Responses ?? {};
    tally.read += Array.isArray(responses)
      ? responses.length
      : Object.values(responses).reduce((sum, items) => sum + items.length, 0);
  } else if (/^(Put|Update|Delete)(Item)?Command$/.test(command)) tally.written += 1;
  else if (/^TransactWrite(Items)?Command$/.test(command)) tally.written += input.TransactItems?.length ?? 0;
  else if (/^BatchWrite(Item)?Command$/.test(command))
    tally.written += Object.values(input.RequestItems ?? {}).reduce((sum, items) => sum + items.length, 0);
}

let installed = false;
function install(client: DynamoDBClient) {
  if (installed) return;
  installed = true;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      count(String(context.commandName), args.input as Input, result.output as Output);
      return result;
    },
    { step: 'initialize', name: 'yaktivBenchItemCounter' },
  );
}

export async function printItemsPerRequest(url: string, accessToken: string) {
  install(dynamoClient());
  // Let the seed's events (consumers writing notifications, the search index) finish first.
  await new Promise((settle) => setTimeout(settle, 3000));
  const auth = { authorization: `Bearer ${accessToken}` };
  const measure = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    tally.read = 0;
    tally.written = 0;
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json().catch(() => null)) as { games?: unknown[] } | null;
    const returned = Object.values(answer ?? {}).find((value): value is unknown[] => Array.isArray(value))?.length;
    console.log(
      `${method} ${path}`.padEnd(58),
      String(response.status).padStart(4),
      String(tally.read).padStart(8),
      String(tally.written).padStart(8),
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
}
