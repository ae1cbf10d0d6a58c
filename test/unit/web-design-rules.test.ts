import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each feature of the web (web/src/features/<feature>/) stands on its own: what two features
// share lives in web/src/lib or web/src/components, so a feature can be changed, split or lazily
// loaded without dragging another one along.
const ROOT = join(import.meta.dirname, '..', '..');
const WEB_SRC = join(ROOT, 'web', 'src');
const FEATURES = join(WEB_SRC, 'features');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** Every module a source text names: static imports and re-exports, side-effect imports, import(). */
function importedSpecifiers(text: string): string[] {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g);
  return [...found].map((match) => match[2]!);
}

/** The feature a path inside web/src/features belongs to, or null for anything outside them. */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  if (inside.startsWith('..') || inside === '') return null;
  return inside.split(sep)[0]!;
}

/** Where a specifier points in the tree (relative or the @web alias); null for packages and other aliases. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@web/')) return join(WEB_SRC, specifier.slice('@web/'.length));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

/** `file -> specifier` for each import from one feature into another. */
function crossFeatureImports(file: string, text: string): string[] {
  const own = featureOf(file);
  if (!own) return [];
  return importedSpecifiers(text).flatMap((specifier) => {
    const target = resolveSpecifier(file, specifier);
    const other = target && featureOf(target);
    return other && other !== own ? [`${relative(ROOT, file)} -> ${specifier}`] : [];
  });
}

describe('web design rules', () => {
  const files = sourceFiles(FEATURES);

  it('reads the features (dozens of files with real imports)', () => {
    expect(files.length).toBeGreaterThan(100);
    const screen = join(FEATURES, 'games', 'components', 'GameDetailScreen.tsx');
    expect(importedSpecifiers(readFileSync(screen, 'utf8'))).toContain('../api/game');
  });

  it('sees an import into another feature, by relative path, by alias and lazily', () => {
    const file = join(FEATURES, 'games', 'components', 'Sample.tsx');
    const text = [
      "import { useSearch } from '../../search/api/search';",
      "import type { HostedGame } from '@web/features/requests/api/hosted-game';",
      "const Bell = lazy(() => import('@web/features/notifications/components/NotificationBell'));",
      "export { sportsOf } from '../../home/sports';",
      "import '../../discover/discover.css';",
      "import { useGame } from '../api/game';",
      "import { useGame as again } from '@web/features/games/api/game';",
      "import { toast } from '@web/components/toast/toast-store';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(crossFeatureImports(file, text)).toEqual([
      'web/src/features/games/components/Sample.tsx -> ../../search/api/search',
      'web/src/features/games/components/Sample.tsx -> @web/features/requests/api/hosted-game',
      'web/src/features/games/components/Sample.tsx -> @web/features/notifications/components/NotificationBell',
      'web/src/features/games/components/Sample.tsx -> ../../home/sports',
      'web/src/features/games/components/Sample.tsx -> ../../discover/discover.css',
    ]);
  });

  it('no file in web/src/features/<a>/ imports from web/src/features/<b>/', () => {
    const offenders = files.flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')));
    expect(offenders, `imports across features:\n${offenders.join('\n')}`).toEqual([]);
  });
});
