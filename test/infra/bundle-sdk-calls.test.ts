import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envCredentialsOnly, noLazyEventStreams, noMimeDatabase, smallEndpointCache } from '@infra/bundle';

// The bundler trims the SDK (credentials chain, MIME table, endpoint cache, the lazily loaded
// event-stream codec). A trimmed SDK must still make real calls: this bundles a DynamoDB and an
// SES call with the same trims and runs them against a local server that answers like AWS.
const ROOT = resolve(import.meta.dirname, '../..');
let server: Server;
let endpoint: string;
let dir: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} ${req.headers['x-amz-target'] ?? ''}`);
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/v2/email/outbound-emails')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ MessageId: 'm-1' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify({ Item: { pk: { S: 'GAME#1' }, players: { N: '7' } } }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  dir = mkdtempSync(join(tmpdir(), 'yaktiv-sdk-bundle-'));
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a trimmed SDK in a bundle', () => {
  it('reads an item from DynamoDB and sends an e-mail through SES', async () => {
    const outfile = join(dir, 'calls.mjs');
    await build({
      stdin: {
        contents: `
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
export async function run(endpoint) {
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
  const db = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials });
  const got = await db.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'GAME#1' } } }));
  const ses = new SESv2Client({ endpoint, region: 'ap-south-1', credentials });
  const sent = await ses.send(new SendEmailCommand({ FromEmailAddress: 'a@example.com', Destination: { ToAddresses: ['b@example.com'] }, Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 'b' } } } } }));
  return { players: got.Item.players.N, messageId: sent.MessageId };
}`,
        resolveDir: ROOT,
        loader: 'js',
      },
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      minify: true,
      mainFields: ['module', 'main'],
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
      logLevel: 'error',
      plugins: [envCredentialsOnly(ROOT), noMimeDatabase(), smallEndpointCache(), noLazyEventStreams()],
    });
    // The codec is replaced, not carried: the bundle holds the note, not the codec's header parser.
    const code = readFileSync(outfile, 'utf8');
    expect(code).toContain('Event streams are not bundled');
    expect(code).not.toContain(':event-type');
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    const { run } = (await import(pathToFileURL(outfile).href)) as {
      run: (endpoint: string) => Promise<{ players: string; messageId: string }>;
    };
    await expect(run(endpoint)).resolves.toEqual({ players: '7', messageId: 'm-1' });
    expect(seen).toEqual(['POST / DynamoDB_20120810.GetItem', 'POST /v2/email/outbound-emails ']);
  });
});
