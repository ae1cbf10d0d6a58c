import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { FUNCTIONS, type FunctionSpec } from './manifest';

// Turns every manifest function into one minified ESM file that the CDK stack ships as an
// asset (design §7: one file, SDK bundled, no layers). Bundling here rather than through
// NodejsFunction keeps `cdk synth` free of esbuild/Docker and lets the size budget be read
// straight from cdk.out/.bundles.

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where the stack reads a function's code from; the stack and the bundler share it. */
export const bundleDir = (name: string, root = repoRoot) => resolve(root, 'cdk.out', '.bundles', name);

// ESM output still meets CommonJS dependencies that call require(); this gives them one.
const cjsShim = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export interface BundleOptions {
  functions?: FunctionSpec[];
  root?: string;
  /**
   * Tests only: skip entries whose file does not exist yet instead of failing. Never the
   * default, so a missing handler can't quietly ship a stack without its function.
   */
  skipMissing?: boolean;
}

export interface BundleResult {
  name: string;
  outfile: string;
  bytes: number;
}

export class MissingEntryError extends Error {
  constructor(readonly missing: FunctionSpec[]) {
    super(`Missing handler entry file(s): ${missing.map((fn) => `${fn.name} -> ${fn.entry}`).join(', ')}`);
  }
}

export async function bundleAll(options: BundleOptions = {}): Promise<BundleResult[]> {
  const root = options.root ?? repoRoot;
  const functions = options.functions ?? FUNCTIONS;
  const missing = functions.filter((fn) => !existsSync(resolve(root, fn.entry)));
  if (missing.length > 0 && !options.skipMissing) throw new MissingEntryError(missing);

  const present = functions.filter((fn) => !missing.includes(fn));
  return Promise.all(
    present.map(async (fn) => {
      const outfile = resolve(bundleDir(fn.name, root), 'index.mjs');
      const result = await build({
        absWorkingDir: root,
        entryPoints: [resolve(root, fn.entry)],
        outfile,
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node22',
        minify: true,
        sourcemap: false,
        // The SDK is bundled on purpose: the runtime's copy changes under us without notice.
        external: [],
        mainFields: ['module', 'main'],
        banner: { js: cjsShim },
        legalComments: 'none',
        metafile: true,
        logLevel: 'warning',
      });
      const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
      return { name: fn.name, outfile, bytes };
    }),
  );
}

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  bundleAll()
    .then((results) => {
      for (const r of results) console.log(`bundled ${r.name.padEnd(28)} ${(r.bytes / 1024).toFixed(1).padStart(8)} kB`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
