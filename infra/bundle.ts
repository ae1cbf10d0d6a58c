import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { FUNCTIONS, type FunctionSpec } from './manifest';
import { observedEntrySource } from './observed-entry';

// Turns every manifest function into one minified ESM file that the CDK stack ships as an
// asset (one file, SDK bundled, no layers: nothing to resolve at cold start). The CDK app (infra/app.ts) calls this
// before it builds the stack, so `npx cdk synth|diff|deploy` work straight after `npm ci`;
// unchanged bundles are reused (content hashes of their inputs), so a second synth is quick.
// Bundling here rather than through NodejsFunction keeps Docker out of synth and lets the size
// budget be read straight from cdk.out/.bundles.

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The wrapper every bundle starts with (infra/observed-entry.ts); always this repo's own. */
const OBSERVABILITY = resolve(repoRoot, 'functions', 'platform', 'observability', 'observability.ts');

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
    b.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({
      path: 'env-credentials-only',
      namespace: 'yaktiv',
    }));
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
    b.onLoad({ filter: /^mime-db$/, namespace: 'yaktiv-empty' }, () => ({
      contents: 'module.exports = {};',
      loader: 'js',
    }));
  },
});

/**
 * DynamoDB's client keeps an LRU cache for endpoint discovery (off unless asked for, but the cache
 * is always built) from mnemonist: ~7 kB of data structures for five calls. Bundles get the same
 * five calls on a Map, which keeps insertion order, so the oldest key is the first one. In process
 * nothing changes.
 */
export const smallEndpointCache = (): Plugin => ({
  name: 'small-endpoint-cache',
  setup(b) {
    b.onResolve({ filter: /^mnemonist\/lru-cache$/ }, () => ({ path: 'lru-cache', namespace: 'yaktiv-lru' }));
    b.onLoad({ filter: /^lru-cache$/, namespace: 'yaktiv-lru' }, () => ({
      contents: `export default class LRUCache {
  constructor(capacity) { this.capacity = capacity; this.map = new Map(); }
  has(key) { return this.map.has(key); }
  peek(key) { return this.map.get(key); }
  get(key) { if (!this.map.has(key)) return undefined; const value = this.map.get(key); this.map.delete(key); this.map.set(key, value); return value; }
  set(key, value) { this.map.delete(key); this.map.set(key, value); if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value); return this; }
  clear() { this.map.clear(); }
}`,
      loader: 'js',
    }));
  },
});

/**
 * The SDK's protocols load the event-stream codec (about 15 kB minified) lazily, for an operation
 * with a streaming member (Transcribe, Bedrock, S3 Select), yet esbuild puts that lazy import in
 * every bundle. No function calls such an operation, so the protocols' lazy import gets a module
 * that says so if one ever does. A client that wires the codec in itself (S3, Lambda) still imports
 * the real one; in process nothing changes.
 */
export const noLazyEventStreams = (): Plugin => ({
  name: 'no-lazy-event-streams',
  setup(b) {
    b.onResolve({ filter: /^@smithy\/core\/event-streams$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: 'event-streams', namespace: 'yaktiv-no-streams' } : undefined,
    );
    b.onLoad({ filter: /^event-streams$/, namespace: 'yaktiv-no-streams' }, () => ({
      contents: `const unbundled = () => { throw new Error('Event streams are not bundled (infra/bundle.ts): an operation with a streaming member needs them'); };
export class EventStreamSerde { constructor() { unbundled(); } }
export const eventStreamSerdeProvider = unbundled;`,
      loader: 'js',
    }));
  },
});

/**
 * The text catalogues (shared/i18n/<language>/<area>.json) a function sends from arrive compiled to
 * Lingui's tokens, so no bundle carries the ICU parser: each JSON file is compiled as it is read
 * (it stays an input, so a changed text rebuilds the bundle), the in-process compiler becomes
 * a step that only names the keys. In process nothing changes.
 */
export const precompiledCatalogues = (): Plugin => ({
  name: 'precompiled-catalogues',
  setup(b) {
    b.onLoad({ filter: /[\\/]shared[\\/]i18n[\\/][a-z]{2}[\\/][\w-]+\.json$/ }, (args) => {
      const source = JSON.parse(readFileSync(args.path, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      // Brotli shrinks a catalogue about fourfold (Hindi most: three bytes a letter in UTF-8);
      // Node inflates it once at cold start with its own zlib, which no bundle carries.
      const packed = brotliCompressSync(JSON.stringify(compiled), {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }).toString('base64');
      return {
        contents: `import { brotliDecompressSync } from 'node:zlib';\nexport default JSON.parse(brotliDecompressSync(Buffer.from('${packed}', 'base64')).toString('utf8'));`,
        loader: 'js',
      };
    });
    b.onResolve({ filter: /[\\/]i18n[\\/]compile-catalogue$/ }, () => ({
      path: 'compile-catalogue',
      namespace: 'yaktiv-catalogue',
    }));
    b.onLoad({ filter: /^compile-catalogue$/, namespace: 'yaktiv-catalogue' }, () => ({
      contents:
        'export const compileCatalogue = (area, compiled) => Object.fromEntries(Object.entries(compiled).map(([key, message]) => [area + "." + key, message]));',
      loader: 'js',
    }));
  },
});

/** Each function's entry: its handler module wrapped in `observed`, as a module of its own. */
const observedEntries = (functions: FunctionSpec[], root: string): Plugin => ({
  name: 'observed-entries',
  setup(b) {
    b.onResolve({ filter: /^observed-entry:/ }, (args) => ({
      path: args.path.slice('observed-entry:'.length),
      namespace: 'observed-entry',
    }));
    b.onLoad({ filter: /.*/, namespace: 'observed-entry' }, (args) => {
      const spec = functions.find((fn) => fn.name === args.path)!;
      return { contents: observedEntrySource(spec, root, OBSERVABILITY), resolveDir: root, loader: 'ts' };
    });
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
  /** Reuse a bundle whose input files and bundler are unchanged (default). false: build all. */
  cache?: boolean;
}

export interface BundleResult {
  name: string;
  outfile: string;
  /** Of index.mjs, the one JavaScript file (held to the 500 kB bundle budget). */
  bytes: number;
  /** Other files of the asset (WebAssembly), by name. */
  assets: { file: string; bytes: number }[];
  /** true: the inputs were unchanged and the earlier bundle was kept. */
  cached: boolean;
}

export class MissingEntryError extends Error {
  constructor(readonly missing: FunctionSpec[]) {
    super(`Missing handler entry file(s): ${missing.map((fn) => `${fn.name} -> ${fn.entry}`).join(', ')}`);
  }
}

/**
 * What a bundle was built from, kept beside (not inside) the asset so it never ships: the hash of
 * every input file esbuild read, and of the bundler itself (this file holds every option and
 * plugin; esbuild's version decides the output too). A bundle is reused while all of them match,
 * which is exact: a new import can only appear by changing a file that was an input.
 */
interface Stamp {
  toolchain: string;
  /** The generated entry module (handler path and how it is wrapped). */
  entry: string;
  inputs: Record<string, string>;
  bytes: number;
  assets: { file: string; bytes: number }[];
}
const stampFile = (name: string, root: string) => resolve(root, 'cdk.out', '.bundle-inputs', `${name}.json`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const toolchainKey = () => sha256(`${esbuildVersion}\n${readFileSync(fileURLToPath(import.meta.url), 'utf8')}`);

function readStamp(name: string, root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(stampFile(name, root), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

/** Hashes each file once per run, however many bundles share it (the SDK is in most of them). */
function fileHasher(root: string) {
  const seen = new Map<string, string | null>();
  return (path: string): string | null => {
    if (!seen.has(path)) {
      const full = resolve(root, path);
      seen.set(path, existsSync(full) ? sha256(readFileSync(full)) : null);
    }
    return seen.get(path)!;
  };
}

function upToDate(
  fn: FunctionSpec,
  root: string,
  toolchain: string,
  hashOf: (path: string) => string | null,
): Stamp | null {
  const stamp = readStamp(fn.name, root);
  if (!stamp || stamp.toolchain !== toolchain || stamp.entry !== observedEntrySource(fn, root, OBSERVABILITY))
    return null;
  if (!existsSync(resolve(bundleDir(fn.name, root), 'index.mjs'))) return null;
  for (const [path, hash] of Object.entries(stamp.inputs)) if (hashOf(path) !== hash) return null;
  return stamp;
}

export async function bundleAll(options: BundleOptions = {}): Promise<BundleResult[]> {
  const root = options.root ?? repoRoot;
  const functions = options.functions ?? FUNCTIONS;
  const missing = functions.filter((fn) => !existsSync(resolve(root, fn.entry)));
  if (missing.length > 0 && !options.skipMissing) throw new MissingEntryError(missing);

  const present = functions.filter((fn) => !missing.includes(fn));
  const toolchain = toolchainKey();
  const hashOf = fileHasher(root);
  const kept = new Map<string, Stamp>();
  if (options.cache !== false) {
    for (const fn of present) {
      const stamp = upToDate(fn, root, toolchain, hashOf);
      if (stamp) kept.set(fn.name, stamp);
    }
  }
  const stale = present.filter((fn) => !kept.has(fn.name));
  const built = await buildFresh(stale, root, toolchain);
  return present.map((fn) => {
    const outfile = resolve(bundleDir(fn.name, root), 'index.mjs');
    const stamp = kept.get(fn.name) ?? built.get(fn.name)!;
    return { name: fn.name, outfile, bytes: stamp.bytes, assets: stamp.assets, cached: kept.has(fn.name) };
  });
}

/**
 * One esbuild run for every stale function: each entry still becomes its own self-contained file
 * (no code splitting), but the files they share (the SDK above all) are parsed once, not once per
 * function. Written to a scratch folder and moved into place, so a reader never sees half a bundle.
 */
async function buildFresh(functions: FunctionSpec[], root: string, toolchain: string): Promise<Map<string, Stamp>> {
  const stamps = new Map<string, Stamp>();
  if (functions.length === 0) return stamps;
  const bundlesDir = resolve(root, 'cdk.out', '.bundles');
  mkdirSync(bundlesDir, { recursive: true });
  const scratch = mkdtempSync(resolve(root, 'cdk.out', '.bundling-'));
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: functions.map((fn) => ({ in: `observed-entry:${fn.name}`, out: `${fn.name}/index` })),
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: false,
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
      charset: 'utf8',
      metafile: true,
      logLevel: 'warning',
      plugins: [
        observedEntries(functions, root),
        envCredentialsOnly(root),
        noMimeDatabase(),
        smallEndpointCache(),
        noLazyEventStreams(),
        precompiledCatalogues(),
      ],
    });
    const hashOf = fileHasher(root);
    for (const fn of functions) {
      const output = Object.entries(result.metafile.outputs).find(
        ([path]) => resolve(root, path) === resolve(scratch, fn.name, 'index.mjs'),
      )?.[1];
      if (!output) throw new Error(`esbuild wrote no bundle for ${fn.name}`);
      const inputs = Object.keys(output.inputs);
      const tmpDir = resolve(scratch, fn.name);
      const assets = wasmSiblings(root, inputs).map((wasm) => {
        const file = basename(wasm);
        copyFileSync(wasm, resolve(tmpDir, file));
        return { file, bytes: statSync(wasm).size };
      });
      // Plugin modules (namespace:path) are not files; this file's hash covers them. Paths outside
      // the root (the wrapper, when bundling another root in tests) are kept absolute.
      const files = Object.fromEntries(
        inputs.filter((path) => !/^[\w-]+:/.test(path)).map((path) => [path, hashOf(path) ?? '']),
      );
      const stamp: Stamp = {
        toolchain,
        entry: observedEntrySource(fn, root, OBSERVABILITY),
        inputs: files,
        bytes: output.bytes,
        assets,
      };
      // A fresh directory: the stack ships all of it, so nothing from an earlier build may linger.
      const dir = bundleDir(fn.name, root);
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmpDir, dir);
      mkdirSync(dirname(stampFile(fn.name, root)), { recursive: true });
      writeFileSync(stampFile(fn.name, root), JSON.stringify(stamp));
      stamps.set(fn.name, stamp);
    }
    return stamps;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  bundleAll()
    .then((results) => {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      for (const r of results) {
        const beside = r.assets.length ? `  + ${r.assets.map((a) => `${a.file} ${kb(a.bytes)}`).join(', ')}` : '';
        console.log(
          `${r.cached ? 'unchanged' : 'bundled  '} ${r.name.padEnd(28)} ${kb(r.bytes).padStart(11)}${beside}`,
        );
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
