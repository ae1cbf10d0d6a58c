import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '@infra/local/dynamo-local';

// End-to-end tests run against the real `npm start` entry point: a child process on a free port
// with a throwaway data directory, seeded like a fresh clone.
declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..', '..');

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('web build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'yaktiv-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), YAKTIV_DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  await new Promise<void>((ready, fail) => {
    // Two cores busy with the build and DynamoDB Local can take over a minute; YAKTIV_E2E_START_TIMEOUT_MS overrides.
    const limitMs = Number(process.env.YAKTIV_E2E_START_TIMEOUT_MS) || 180_000;
    const timer = setTimeout(
      () => fail(new Error(`local stack did not start in ${limitMs / 1000} s:\n${output}`)),
      limitMs,
    );
    child.once('exit', (code) => fail(new Error(`local stack exited with ${code}:\n${output}`)));
    const check = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(check);
        clearTimeout(timer);
        ready();
      }
    }, 100);
  });
  project.provide('appUrl', url);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_LOG) console.log(output);
  };
}
