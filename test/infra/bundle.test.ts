import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { bundleAll, bundleDir, MissingEntryError } from '@infra/bundle';
import { FUNCTIONS, type FunctionSpec } from '@infra/manifest';

// The bundler against a throw-away repo: one real entry, one not written yet.
let root: string;
const present: FunctionSpec = {
  name: 'say-hello',
  entry: 'functions/handlers/http/say-hello.ts',
  description: 'test',
  env: [],
};
const missing: FunctionSpec = {
  name: 'not-yet',
  entry: 'functions/handlers/http/not-yet.ts',
  description: 'test',
  env: [],
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'yaktiv-bundle-'));
  mkdirSync(join(root, 'functions/handlers/http'), { recursive: true });
  // `require` only exists in this ESM output thanks to the banner; CJS deps rely on it.
  writeFileSync(
    join(root, present.entry),
    "import { greeting } from './greeting';\nexport const handler = async (): Promise<{ body: string; requireType: string }> => ({ body: greeting('player'), requireType: typeof require });\n",
  );
  writeFileSync(
    join(root, 'functions/handlers/http/greeting.ts'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a module written to disk, template literal and all
    'export const greeting = (who: string) => `hello ${who}`;\n',
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('bundleAll', () => {
  it('fails naming every missing entry, and writes nothing', async () => {
    const attempt = bundleAll({ root, functions: [present, missing] });
    await expect(attempt).rejects.toBeInstanceOf(MissingEntryError);
    await expect(attempt).rejects.toThrow(/not-yet -> functions\/handlers\/http\/not-yet\.ts/);
  });

  it('skips missing entries only when asked to', async () => {
    const results = await bundleAll({ root, functions: [present, missing], skipMissing: true });
    expect(results.map((r) => r.name)).toEqual([present.name]);
  });

  it('writes one minified ESM file per function, with its dependencies inlined and a require shim', async () => {
    const [result] = await bundleAll({ root, functions: [present] });
    expect(result!.outfile).toBe(join(bundleDir(present.name, root), 'index.mjs'));
    const code = readFileSync(result!.outfile, 'utf8');
    expect(
      code.startsWith("import { createRequire } from 'module'; const require = createRequire(import.meta.url);"),
    ).toBe(true);
    expect(code).not.toMatch(/from ['"]\.\/greeting['"]/);
    expect(code).not.toContain('sourceMappingURL');
    // Minified: a handful of lines (template literals keep their own newlines), not one per statement.
    expect(code.split('\n').length).toBeLessThanOrEqual(8);
    expect(result!.bytes).toBe(Buffer.byteLength(code));
    const mod = (await import(pathToFileURL(result!.outfile).href)) as {
      handler: () => Promise<{ body: string; requireType: string }>;
    };
    await expect(mod.handler()).resolves.toEqual({ body: 'hello player', requireType: 'function' });
  });
});

describe('the cache', () => {
  it('reuses a bundle while its inputs are unchanged and rebuilds it when one changes', async () => {
    const [first] = await bundleAll({ root, functions: [present] });
    const [again] = await bundleAll({ root, functions: [present] });
    expect(again!.cached).toBe(true);
    expect(again!.bytes).toBe(first!.bytes);
    writeFileSync(
      join(root, 'functions/handlers/http/greeting.ts'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a module written to disk, template literal and all
      'export const greeting = (who: string) => `namaste ${who}`;\n',
    );
    const [changed] = await bundleAll({ root, functions: [present] });
    expect(changed!.cached).toBe(false);
    expect(readFileSync(changed!.outfile, 'utf8')).toContain('namaste');
  });
});

describe('every manifest function', () => {
  // The real bundles (cached after the first run; `npx cdk synth` builds the same ones).
  it('stays within the 500 kB budget, observability wrapper included', async () => {
    const results = await bundleAll();
    expect(results.map((r) => r.name).sort()).toEqual(FUNCTIONS.map((fn) => fn.name).sort());
    for (const result of results) {
      expect(result.bytes, result.name).toBeLessThanOrEqual(500 * 1024);
      // The wrapper is in: Powertools Logger's own service key name.
      expect(readFileSync(result.outfile, 'utf8'), result.name).toContain('POWERTOOLS_SERVICE_NAME');
    }
  });
});
