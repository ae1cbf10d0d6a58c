import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// `npm start` must fail fast and plainly when it can't run: one line, non-zero exit.
const ROOT = resolve(import.meta.dirname, '..', '..');

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_NO_WARNINGS: '1', YAKTIV_DATA_DIR: 'memory', ...env },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => done({ code, output: output.trim() }));
  });
}

describe('npm start preflight', () => {
  it('says the port is taken, in one line, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '0.0.0.0', r));
    const port = (blocker.address() as { port: number }).port;
    const { code, output } = await start({ PORT: String(port) });
    blocker.close();
    expect(code).toBe(1);
    expect(output.split('\n').filter((l) => l.startsWith('Cannot start'))).toEqual([
      `Cannot start: Port ${port} is already in use: stop what uses it, or start on another port with PORT=${port + 1} npm start.`,
    ]);
  });

  it('says Java is missing, in one line, and exits 1', async () => {
    const { code, output } = await start({ PORT: '0', PATH: '/nonexistent' });
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: Java 17+ is required for DynamoDB Local but `java` was not found');
  });
});

describe('npm start shutdown', () => {
  it('stops on Ctrl-C (SIGINT) and leaves no Java process behind', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_NO_WARNINGS: '1', YAKTIV_DATA_DIR: 'memory', PORT: '0', YAKTIV_SEED: 'false' },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    // Java and the table take a while to start on a machine busy with the other tests.
    const deadline = Date.now() + 90_000;
    while (!output.includes('is running at') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('is running at');
    const { execFileSync } = await import('node:child_process');
    const javaPids = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    expect(javaPids.length).toBeGreaterThan(0);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const pid of javaPids) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
