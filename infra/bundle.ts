import { copyFileSync, existsSync, rmSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
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

/**
 * Lambda hands a function its role's credentials in environment variables, so the SDK's default
 * chain (SSO, profiles, web identity, container and instance metadata, and the STS/SSO clients
 * they need: ~130 kB minified in every bundle) never gets past its first link there. Bundles get
 * that first link only (docs/decisions/012-env-credentials-in-bundles.md). In process (local
 * stack, tests) nothing is bundled and the full chain stays.
 */
export const envCredentialsOnly = (root: string): Plugin => ({
  name: 'env-credentials-only',
  setup(b) {
    b.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({ path: 'env-credentials-only', namespace: 'yaktiv' }));
    b.onLoad({ filter: /^env-credentials-only$/, namespace: 'yaktiv' }, () => ({
      contents: "export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';",
      resolveDir: root,
      loader: 'js',
    }));
  },
});

/**
 * The Razorpay SDK talks through axios, whose Node build imports form-data → mime-types → mime-db:
 * 137 kB of MIME types (a quarter of the budget) used only to name the files of multipart uploads.
 * The app sends JSON only, so bundles get an empty table: a lookup answers "unknown" and form-data
 * would fall back to application/octet-stream (docs/decisions/015). In process nothing changes.
 */
export const noMimeDatabase = (): Plugin => ({
  name: 'no-mime-database',
  setup(b) {
    b.onResolve({ filter: /^mime-db$/ }, () => ({ path: 'mime-db', namespace: 'yaktiv-empty' }));
    b.onLoad({ filter: /^mime-db$/, namespace: 'yaktiv-empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
});

/**
 * WebAssembly a bundled emscripten glue file loads: `x.js` with an `x.wasm` beside it in its
 * package. Copied next to index.mjs, where the code looks first (docs/decisions/011).
 */
function wasmSiblings(root: string, inputs: string[]): string[] {
  return inputs
    .filter((input) => input.endsWith('.js'))
    .map((input) => resolve(root, input.replace(/\.js$/, '.wasm')))
    .filter((wasm) => existsSync(wasm));
}

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
  /** Of index.mjs, the one JavaScript file (design §7 budget). */
  bytes: number;
  /** Other files of the asset (WebAssembly), by name. */
  assets: { file: string; bytes: number }[];
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
      const dir = bundleDir(fn.name, root);
      // A fresh directory: the stack ships all of it, so nothing from an earlier build may linger.
      rmSync(dir, { recursive: true, force: true });
      const outfile = resolve(dir, 'index.mjs');
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
        plugins: [envCredentialsOnly(root), noMimeDatabase()],
      });
      const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
      const assets = wasmSiblings(root, Object.keys(result.metafile.inputs)).map((wasm) => {
        const file = basename(wasm);
        copyFileSync(wasm, resolve(dir, file));
        return { file, bytes: statSync(wasm).size };
      });
      return { name: fn.name, outfile, bytes, assets };
    }),
  );
}

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  bundleAll()
    .then((results) => {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      for (const r of results) {
        const beside = r.assets.length ? `  + ${r.assets.map((a) => `${a.file} ${kb(a.bytes)}`).join(', ')}` : '';
        console.log(`bundled ${r.name.padEnd(28)} ${kb(r.bytes).padStart(11)}${beside}`);
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
