import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The SPA the stack deploys (web/dist), built by the CDK app itself so that `npx cdk deploy`
// ships what the checkout holds: rebuilt with `npm run build:web` whenever its inputs changed
// since the last build, kept otherwise. A stale web/dist from an older checkout can't slip out.

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What the build reads: the app, the shared schemas and rules, the lock file, and VITE_* settings. */
const INPUT_DIRS = ['web', 'shared'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['dist', 'node_modules']);
const STAMP = '.build-inputs';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

export function webInputsHash(root = repoRoot, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(join(root, dir))),
    ...INPUT_FILES.map((file) => join(root, file)).filter((f) => existsSync(f)),
  ];
  for (const file of files.sort()) {
    if (!statSync(file).isFile()) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const [name, value] of Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

/**
 * Builds web/dist unless it was built from exactly these inputs. The build's own output goes to
 * stderr: stdout of a CDK app is the CLI's to read.
 */
export function ensureWebBuild(root = repoRoot): { distDir: string; built: boolean } {
  const distDir = join(root, 'web', 'dist');
  const inputs = webInputsHash(root);
  const stamp = join(distDir, STAMP);
  if (existsSync(join(distDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs)
    return { distDir, built: false };
  const run = spawnSync('npm', ['run', 'build:web'], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
    shell: process.platform === 'win32',
  });
  if (run.status !== 0 || !existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The web build failed (exit ${run.status ?? run.signal}); run \`npm run build:web\` to see why.`);
  }
  writeFileSync(stamp, inputs);
  return { distDir, built: true };
}
