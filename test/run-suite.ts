import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { closingLine, type FinishedRun } from './support/suite-summary';

// `npm test`'s test run: the browser tests in one vitest run and every other layer in a second,
// side by side. Alone, one vitest run on two cores works one file at a time, and a browser test
// spends much of its time waiting on the page and the local stack while a core sits idle; the
// other layers fill that core. Each run keeps its own rules (the browser files still one at a
// time, against their own local stack; integration against its own in-memory stack).
// Arguments (file filters, -t …) go to both runs.

const ROOT = resolve(import.meta.dirname, '..');
const VITEST = resolve(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const RUNS = [
  { label: 'e2e', projects: ['e2e'] },
  { label: 'rest', projects: ['unit', 'handlers', 'infra', 'integration'] },
];

function run(label: string, projects: string[], extra: string[]): Promise<FinishedRun> {
  const args = [VITEST, 'run', '--config', 'test/vitest.config.ts', '--passWithNoTests'];
  for (const project of projects) args.push('--project', project);
  const child = spawn(process.execPath, [...args, ...extra], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Whole lines only, each marked with its run, so the two runs' logs stay readable when interleaved.
  const relay = (stream: NodeJS.WriteStream) => {
    let partial = '';
    const write = (lines: string[]) => {
      if (lines.length) stream.write(lines.map((line) => `[${label}] ${line}\n`).join(''));
    };
    return {
      data: (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        write(lines);
      },
      end: () => write(partial ? [partial] : []),
    };
  };
  const out = relay(process.stdout);
  const err = relay(process.stderr);
  child.stdout.on('data', out.data);
  child.stderr.on('data', err.data);
  return new Promise((done) => {
    child.once('error', (error) => done({ code: 1, output: `${output}\n${String(error)}` }));
    child.once('close', (code, signal) => {
      out.end();
      err.end();
      done({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const extra = process.argv.slice(2);
const started = Date.now();
const finished = await Promise.all(RUNS.map(({ label, projects }) => run(label, projects, extra)));
process.stdout.write(`\nBoth runs took ${Math.round((Date.now() - started) / 1000)} s.\n`);
process.stdout.write(`${closingLine(finished)}\n`);
process.exit(finished.some((f) => f.code !== 0) ? 1 : 0);
