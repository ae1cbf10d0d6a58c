import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { FUNCTIONS, ENV } from '@infra/manifest';
import { TABLE, createTableInput } from '@infra/table-definition';
import { readEnv } from '@functions/platform/env';

const ROOT = join(import.meta.dirname, '..', '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('design rules', () => {
  it('no Scan anywhere in functions/ (no request reads the whole table)', () => {
    const offenders = files(join(ROOT, 'functions')).filter((file) =>
      /\bScanCommand\b|\.scan\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('only adapters (adapters/ folders, platform/aws, platform/dynamo) import the AWS SDK', () => {
    const adapter = /\/adapters\/|\/platform\/(aws|dynamo)\/|\/platform\/handlers\/publish-events\.ts$/;
    const offenders = files(join(ROOT, 'functions'))
      .filter((file) => !adapter.test(file))
      .filter((file) => /from '@aws-sdk\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('only the query helper sends a Query (one Query/paginate loop)', () => {
    const offenders = files(join(ROOT, 'functions'))
      .filter((file) => !file.endsWith(join('platform', 'dynamo', 'query.ts')))
      .filter((file) => /\bQueryCommand\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every manifest entry exists, exports a handler and has a unique kebab-case name', async () => {
    const names = new Set<string>();
    for (const fn of FUNCTIONS) {
      expect(fn.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(names.has(fn.name)).toBe(false);
      names.add(fn.name);
      expect(fn.entry.endsWith(`${fn.name}.ts`)).toBe(true);
      const mod = await import(join(ROOT, fn.entry));
      expect(typeof mod.handler).toBe('function');
    }
    // Importing every handler (Powertools, the SDK clients) takes seconds on a loaded machine.
  }, 30_000);

  it('no two routes claim the same method and path', () => {
    const keys = FUNCTIONS.flatMap((fn) => (fn.routes ?? []).map((r) => `${r.method} ${r.path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds the local table from the same index list as CDK', () => {
    const input = createTableInput('t');
    expect(input.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(TABLE.indexes.map((i) => i.name));
    expect(input.StreamSpecification?.StreamEnabled).toBe(true);
  });

  it('env validation names every missing variable', () => {
    expect(() => readEnv([ENV.tableName, ENV.eventBusName], {})).toThrow(
      'Missing environment variables: TABLE_NAME, EVENT_BUS_NAME',
    );
    expect(readEnv([ENV.tableName], { TABLE_NAME: 't' })).toEqual({ TABLE_NAME: 't' });
  });
});

// Domains (functions/<domain>/) meet only at their entries: another domain may import a domain's
// index.ts (its ports, types and pure code: no adapter, no built service) or a public-*.ts file in
// the domain's own folder, each a short list of re-exports with one job. By convention, from the
// lowest layer up: public-keys.ts and public-items.ts (how its items are keyed and read, for other
// domains' adapters sharing the one table), public-storage.ts (repositories and transaction parts)
// and public-wiring.ts (built services, for other domains' handlers and wiring). Several small
// entries rather than one barrel per domain: storage is shared both ways (a game's transaction
// moves a discover page, discover's listing reads game items), so one barrel each would put domains
// in circles, and a bundle would get every module of an entry that runs code on load (a built
// service, a schema), not only what it imports. functions/platform/ is what every domain uses, and
// it imports no domain.
const FUNCTIONS_DIR = join(ROOT, 'functions');
const PLATFORM = 'platform';
const DOMAIN_ENTRY = /^(index|public-[a-z-]+)\.ts$/;

/** Every module a source text names: static imports, `import type`, `export … from` and import(). */
const specifiersOf = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);

/** The file a specifier names under functions/ (relative or @functions/…); null for anything else. */
function functionsTarget(file: string, specifier: string): string | null {
  const base = specifier.startsWith('@functions/')
    ? join(FUNCTIONS_DIR, specifier.slice('@functions/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : null;
  if (!base) return null;
  if (existsSync(base) && statSync(base).isDirectory()) return join(base, 'index.ts');
  return base.endsWith('.ts') ? base : `${base.replace(/\.js$/, '')}.ts`;
}

/** The folder right under functions/ a path belongs to (a domain, or platform); null outside them. */
function areaOf(path: string): string | null {
  const inside = relative(FUNCTIONS_DIR, path);
  const parts = inside.split(sep);
  return inside.startsWith('..') || parts.length < 2 ? null : parts[0]!;
}

const isDomainEntry = (path: string) => {
  const area = areaOf(path);
  return area !== null && area !== PLATFORM && DOMAIN_ENTRY.test(relative(join(FUNCTIONS_DIR, area), path));
};

/** Each import from a file into another domain, with whether it goes through one of that domain's entries. */
function crossDomainImports(file: string, text: string): { target: string; allowed: boolean }[] {
  const own = areaOf(file);
  if (!own) return [];
  return specifiersOf(text).flatMap((specifier) => {
    const target = functionsTarget(file, specifier);
    const other = target && areaOf(target);
    if (!target || !other || other === own || other === PLATFORM) return [];
    return [{ target, allowed: own !== PLATFORM && isDomainEntry(target) }];
  });
}

/** `file -> target` for every import that reaches into another domain other than through its entries. */
const domainOffences = (file: string, text: string) =>
  crossDomainImports(file, text)
    .filter((crossing) => !crossing.allowed)
    .map((crossing) => `${relative(ROOT, file)} -> ${relative(ROOT, crossing.target)}`);

/** The names each entry re-exports that no other domain imports from it. */
function unusedEntryNames(sources: Map<string, string>): string[] {
  const exported = new Map<string, string[]>();
  const used = new Set<string>();
  for (const [file, text] of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!(isImport || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
      if (!isImport && isDomainEntry(file) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const names = statement.exportClause.elements.map((element) => element.name.text);
        exported.set(file, [...(exported.get(file) ?? []), ...names]);
      }
      const target = functionsTarget(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (!target || !isDomainEntry(target) || areaOf(target) === areaOf(file)) continue;
      const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) used.add(`${target}#${(element.propertyName ?? element.name).text}`);
      } else used.add(`${target}#*`);
    }
  }
  return [...exported].flatMap(([entry, names]) =>
    used.has(`${entry}#*`)
      ? []
      : names.filter((name) => !used.has(`${entry}#${name}`)).map((name) => `${relative(ROOT, entry)}: ${name}`),
  );
}

/** `index -> module` for each adapter or built service (a module that imports `once`) an index.ts re-exports. */
function indexOffences(sources: Map<string, string>): string[] {
  return [...sources].flatMap(([file, text]) => {
    if (!isDomainEntry(file) || !file.endsWith(`${sep}index.ts`)) return [];
    return specifiersOf(text)
      .map((specifier) => functionsTarget(file, specifier)!)
      .filter((target) => target.includes(`${sep}adapters${sep}`) || /platform\/once'/.test(sources.get(target) ?? ''))
      .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
  });
}

describe('domain boundaries', () => {
  const sources = new Map(files(FUNCTIONS_DIR).map((file) => [file, readFileSync(file, 'utf8')]));

  it('reads the backend (hundreds of files, and real imports between domains through their entries)', () => {
    expect(sources.size).toBeGreaterThan(200);
    const throughEntries = [...sources].flatMap(([file, text]) =>
      crossDomainImports(file, text).filter((crossing) => crossing.allowed),
    );
    expect(throughEntries.length).toBeGreaterThan(50);
    const repository = join(FUNCTIONS_DIR, 'games', 'adapters', 'game-repository.ts');
    expect(crossDomainImports(repository, sources.get(repository)!).map((c) => relative(ROOT, c.target))).toContain(
      'functions/discover/public-storage.ts',
    );
  });

  it('sees an import that crosses into another domain, however it is written', () => {
    const adapter = join(FUNCTIONS_DIR, 'games', 'adapters', 'sample.ts');
    const text = [
      "import { joinKeys } from '../../joins/adapters/keys';",
      "import type { StoredRefund } from '@functions/payments/refund-record';",
      "export { hostTotalsAdd } from '@functions/hosting/adapters/host-totals';",
      "const joins = () => import('@functions/joins/joins');",
      "import { cellsOf } from '../../discover/adapters';",
      "import { toJoinRequest } from '@functions/joins/adapters/public-items';",
      "import { joinKeys as keys } from '@functions/joins/public-items';",
      "import type { JoinRequestRepository } from '@functions/joins';",
      "import { eventFields } from '../../joins/index';",
      "import { gameKeys } from './keys';",
      "import type { StoredGame } from '@functions/games/ports';",
      "import { once } from '@functions/platform/once';",
      "import { LIMITS } from '@shared/constants';",
      "import { GetCommand } from '@aws-sdk/lib-dynamodb';",
    ].join('\n');
    expect(domainOffences(adapter, text)).toEqual([
      'functions/games/adapters/sample.ts -> functions/joins/adapters/keys.ts',
      'functions/games/adapters/sample.ts -> functions/payments/refund-record.ts',
      'functions/games/adapters/sample.ts -> functions/hosting/adapters/host-totals.ts',
      'functions/games/adapters/sample.ts -> functions/joins/joins.ts',
      'functions/games/adapters/sample.ts -> functions/discover/adapters/index.ts',
      'functions/games/adapters/sample.ts -> functions/joins/adapters/public-items.ts',
    ]);
    const platform = join(FUNCTIONS_DIR, 'platform', 'dynamo', 'sample.ts');
    const platformText = [
      "import { accountKeys } from '@functions/accounts/public-items';",
      "import type { ProfileRepository } from '../../accounts';",
      "import { once } from '../once';",
    ].join('\n');
    expect(domainOffences(platform, platformText)).toEqual([
      'functions/platform/dynamo/sample.ts -> functions/accounts/public-items.ts',
      'functions/platform/dynamo/sample.ts -> functions/accounts/index.ts',
    ]);
  });

  it('a domain imports another only through its index.ts or public-*.ts entries, and platform imports no domain', () => {
    const offenders = [...sources].flatMap(([file, text]) => domainOffences(file, text));
    expect(offenders, `imports past another domain's entries:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('an entry re-exports only what other domains import from it', () => {
    const sample = new Map([
      [
        join(FUNCTIONS_DIR, 'games', 'public-items.ts'),
        "export { hostGamesPage, toGame } from './adapters/game-item';",
      ],
      [join(FUNCTIONS_DIR, 'joins', 'adapters', 'x.ts'), "import { toGame } from '@functions/games/public-items';"],
      [
        join(FUNCTIONS_DIR, 'games', 'adapters', 'y.ts'),
        "import { hostGamesPage } from '@functions/games/public-items';",
      ],
    ]);
    expect(unusedEntryNames(sample)).toEqual(['functions/games/public-items.ts: hostGamesPage']);
    expect(unusedEntryNames(sources)).toEqual([]);
  });

  it("a domain's index.ts holds no adapter and builds nothing (types and pure code only)", () => {
    const index = join(FUNCTIONS_DIR, 'games', 'index.ts');
    const sample = new Map([
      [index, "export { gameService } from './games';\nexport { toGame } from './adapters/game-item';"],
      [join(FUNCTIONS_DIR, 'games', 'games.ts'), "import { once } from '../platform/once';"],
    ]);
    expect(indexOffences(sample)).toEqual([
      'functions/games/index.ts -> functions/games/games.ts',
      'functions/games/index.ts -> functions/games/adapters/game-item.ts',
    ]);
    expect(indexOffences(sources)).toEqual([]);
  });
});
