import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The entry (main.tsx) starts a landing page's early requests before the app arrives. If any
// module it imports statically reaches the i18n runtime, the build splits Lingui out of the app
// chunk into one the entry shares, and every first load pays a request and a kilobyte for it.
const ROOT = resolve(import.meta.dirname, '..', '..');
const WEB_SRC = join(ROOT, 'web', 'src');
const ALIASES: Record<string, string> = { '@web/': WEB_SRC, '@shared/': join(ROOT, 'shared') };

/** The specifiers a module imports statically (type-only imports and import() left out). */
function staticImports(text: string): string[] {
  const statements = text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\bfrom\s*)?(['"])([^'"]+)\2/gm);
  return [...statements].filter((match) => !match[1]).map((match) => match[3]!);
}

function resolveModule(file: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? join(ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : null;
  if (!base) return null;
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (path) => /\.tsx?$/.test(path) && existsSync(path),
    ) ?? null
  );
}

/** Every source module and package specifier `root` loads statically, as paths relative to the repo. */
function staticClosure(root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const name = relative(ROOT, file);
    if (seen.has(name)) return;
    seen.add(name);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const next = resolveModule(file, specifier);
      if (next) visit(next);
      else if (!specifier.startsWith('.') && !specifier.endsWith('.css')) seen.add(specifier);
    }
  };
  visit(root);
  return seen;
}

const speaksTexts = (name: string) =>
  name.startsWith('web/src/lib/i18n/') || name.startsWith('@lingui/') || name.startsWith('virtual:catalogue');

describe("the entry's static imports", () => {
  it('reach the early requests and the remembered city, but no i18n runtime or catalogue', () => {
    const closure = staticClosure(join(WEB_SRC, 'main.tsx'));
    expect(closure).toContain('web/src/lib/early-requests.ts');
    expect(closure).toContain('web/src/lib/cities.ts');
    expect([...closure].filter(speaksTexts)).toEqual([]);
  });

  it('would see the runtime if a module on the path named a city in the language spoken', () => {
    const closure = staticClosure(join(WEB_SRC, 'lib', 'city-name.ts'));
    expect([...closure].filter(speaksTexts)).toContain('web/src/lib/i18n/texts.ts');
    expect([...closure].filter(speaksTexts)).toContain('@lingui/core');
  });

  it('leaves out type-only imports and lazy import()', () => {
    const text = [
      "import type { City } from '@shared/cities';",
      "import { a,\n  b } from './x';",
      "import './side.css';",
      "export { c } from './y';",
      "const lazy = () => import('./z');",
    ].join('\n');
    expect(staticImports(text)).toEqual(['./x', './side.css', './y']);
  });
});

describe('what only another language needs (language-extras.ts)', () => {
  // Hindi's day and month names (Intl) and the index that finds a server message by its English
  // come in the chunk that brings Hindi's texts; a static import of them anywhere else would put
  // them in every English reader's first load.
  const ONLY_FOR_OTHER_LANGUAGES = [
    'shared/i18n/intl-dates.ts',
    'web/src/lib/i18n/message-index.ts',
    '@shared/i18n/en/messages.json',
  ];
  const EXTRAS = 'web/src/lib/i18n/language-extras.ts';
  const webModules = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? webModules(join(directory, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(directory, entry.name)]
          : [],
    );

  it('are imported statically by language-extras.ts alone, which nothing imports statically', () => {
    const offenders: string[] = [];
    for (const file of webModules(WEB_SRC)) {
      const name = relative(ROOT, file);
      if (name === EXTRAS) continue;
      for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
        const target = resolveModule(file, specifier);
        const imported = target ? relative(ROOT, target) : specifier;
        if (imported === EXTRAS || ONLY_FOR_OTHER_LANGUAGES.includes(imported)) offenders.push(`${name} → ${imported}`);
      }
    }
    expect(offenders).toEqual([]);
    const extras = staticClosure(join(ROOT, EXTRAS));
    for (const module of ONLY_FOR_OTHER_LANGUAGES) expect(extras).toContain(module);
  });
});
