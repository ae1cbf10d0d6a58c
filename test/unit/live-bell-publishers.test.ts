import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENV, FUNCTIONS } from '@infra/manifest';

// Every notification written rings the bell on the live API, from the function that wrote it: a
// function whose code reaches the bell's ring must be allowed to publish and told where, or its
// notices would fail in AWS (the local stack gives every function every address, so only this
// test sees it). Read from the sources: the modules a handler's bundle would hold.
const ROOT = resolve(import.meta.dirname, '..', '..');
const RING = join(ROOT, 'functions', 'realtime', 'public-bell.ts');

/** A specifier's file under functions/ or shared/ (relative, @functions/ or @shared/); null for packages. */
function target(file: string, specifier: string): string | null {
  const aliased = /^@(functions|shared)\//.exec(specifier);
  const base = aliased
    ? join(ROOT, aliased[1]!, specifier.slice(aliased[0].length))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : null;
  if (!base) return null;
  if (existsSync(base) && statSync(base).isDirectory()) return join(base, 'index.ts');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && !statSync(candidate).isDirectory()) return candidate;
  return null;
}

const importsOf = new Map<string, string[]>();

/** What a module brings into a bundle: its value imports and re-exports (type-only ones are erased). */
function valueImports(file: string): string[] {
  const known = importsOf.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)
          : false);
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!);
  const files = specifiers.flatMap((specifier) => target(file, specifier) ?? []);
  importsOf.set(file, files);
  return files;
}

function reaches(entry: string, wanted: string): boolean {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (file === wanted) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...valueImports(file));
  }
  return false;
}

describe('who rings the bell on the live API', () => {
  it('every function whose code reaches the ring publishes live and is given the address', { timeout: 60_000 }, () => {
    const ringing = FUNCTIONS.filter((fn) => reaches(join(ROOT, fn.entry), RING)).map((fn) => fn.name);
    // The notice writers at least: the join notifier, reminders and spot alerts.
    expect(ringing).toEqual(expect.arrayContaining(['send-join-notifications', 'send-reminder', 'send-spot-alerts']));
    const unready = FUNCTIONS.filter(
      (fn) => ringing.includes(fn.name) && !(fn.publishesLive && fn.env.includes(ENV.realtimePublishUrl)),
    ).map((fn) => `${fn.name} (${relative(ROOT, fn.entry)})`);
    expect(unready).toEqual([]);
  });
});
