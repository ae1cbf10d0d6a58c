import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Dependencies form layers: no module may reach itself again through its imports.
// Every relative or aliased import counts, type-only and lazy import() included: a circle through types or a
// lazy chunk is still two modules that cannot be understood, moved or tested one without the other.

const ROOT = resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['infra', 'functions', 'shared', 'web/src'];
const SKIP = new Set(['node_modules', 'dist', 'cdk.out']);

/** Circles tolerated for now, each as the folder that holds all of its modules (none today). */
const TOLERATED: string[] = [];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** The import aliases of tsconfig.json: domains import each other through @functions/…, so they count too. */
const ALIASES: [prefix: string, folder: string][] = [
  ['@functions/', 'functions'],
  ['@shared/', 'shared'],
  ['@infra/', 'infra'],
  ['@web/', 'web/src'],
];

/** The file a relative or aliased specifier names, as the bundler resolves it; null for a package or an asset. */
function resolveImport(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return null;
  const base = alias ? join(ROOT, alias[1], specifier.slice(alias[0].length)) : resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every module's relative imports: static, type-only, re-exports and import(). */
function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== null);
    graph.set(relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]);
  }
  return graph;
}

/** The strongly connected components with more than one module (or a module importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || edges.includes(frame.node)) found.push(component.sort());
      }
    }
  }
  return found;
}

/** One readable loop through a component: a -> b -> … -> a. */
function describeCircle(graph: Map<string, string[]>, component: string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const path = [start];
  const seen = new Set(path);
  let at = start;
  for (;;) {
    const step = (graph.get(at) ?? []).filter((target) => members.has(target));
    const onward =
      step.find((target) => target === start && path.length > 1) ??
      step.find((target) => !seen.has(target)) ??
      step[0]!;
    path.push(onward);
    if (onward === start || seen.has(onward)) break;
    seen.add(onward);
    at = onward;
  }
  const loop = path.join(' -> ');
  return component.length > path.length - 1
    ? `${loop}   (component of ${component.length}: ${component.join(', ')})`
    : loop;
}

const tolerated = (component: string[]) =>
  TOLERATED.find((folder) => component.every((file) => file.startsWith(folder)));

describe('import circles', () => {
  const graph = importGraph(FOLDERS);
  const found = circles(graph);

  it('reads the source tree (a graph of hundreds of modules with real edges)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('web/src/features/games/components/GameForm.tsx')).toContain(
      'web/src/features/games/game-form.ts',
    );
    // An aliased import is an edge too (one domain's adapter into another domain's entry).
    expect(graph.get('functions/games/adapters/game-repository.ts')).toContain('functions/discover/public-storage.ts');
  });

  it('finds a circle when there is one (the detector itself)', () => {
    const sample = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(sample)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(describeCircle(sample, ['a', 'b', 'c'])).toBe('a -> b -> c -> a');
  });

  it('no module in infra/, functions/, shared/ or web/src imports itself back', () => {
    const unexpected = found
      .filter((component) => !tolerated(component))
      .map((component) => describeCircle(graph, component));
    expect(unexpected, `import circles:\n${unexpected.join('\n')}`).toEqual([]);
  });

  it('every tolerated circle still exists (remove its TOLERATED entry once it is broken)', () => {
    const stale = TOLERATED.filter((folder) => !found.some((component) => tolerated(component) === folder));
    expect(stale).toEqual([]);
  });
});
