import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { build, type Plugin } from 'vite';
import { LANDING_SCREENS, type LandingScreen, landingFirstLoadBytes } from './landing-first-load';

// What English and Hindi's machinery itself costs each landing screen's first load, apart from
// the features that grew the same screens since (series note, forecast, live updates, push). The
// client is built twice from the same tree, once as it is and once with the machinery's modules
// replaced by empty stand-ins, and the two first loads are compared gzipped, as the browser
// fetches them. Each part is also left out alone, to say where the bytes are.
const VITE_CONFIG = resolve(import.meta.dirname, '..', '..', 'web', 'vite.config.ts');

const WEB_FORMATS = resolve(import.meta.dirname, '..', '..', 'web', 'src', 'lib', 'i18n', 'format.ts');
/**
 * The formats do not leave nothing behind: an English-only app still writes English dates, money
 * and distances, as the screens did before they spoke Hindi. So they stand in as English alone.
 */
const ENGLISH_ONLY_FORMATS = resolve(import.meta.dirname, 'english-only-formats.ts');

/** The modules each part of the machinery is made of (ids as the bundler sees them). */
export const I18N_PARTS = {
  // Lingui's runtime comes only through texts.ts, so standing it in leaves Lingui out too.
  runtime: (id: string) => /[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/](?!format\.ts$)/.test(id),
  'english catalogues': (id: string) => id.startsWith('\0virtual:catalogue/en'),
  // The web's formats, in each language (and Hindi's Intl names, which should not be there at all).
  format: (id: string) => id === WEB_FORMATS,
} as const;
export type I18nPart = keyof typeof I18N_PARTS;

/** The names a declaration binds: `a`, or each of `{ a, b: c }` and `[a, b]`. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isBindingElement(element) ? boundNames(element.name) : []));
}

/** The names a module exports (its code as JavaScript, after TypeScript and JSX are gone). */
export function exportedNames(code: string): string[] {
  const source = ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const names: string[] = [];
  const has = (node: ts.Node, kind: ts.SyntaxKind) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.push('default');
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    else if (!has(statement, ts.SyntaxKind.ExportKeyword)) continue;
    else if (has(statement, ts.SyntaxKind.DefaultKeyword)) names.push('default');
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) names.push(...boundNames(declaration.name));
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      if (!has(statement, ts.SyntaxKind.DefaultKeyword)) names.push(statement.name.text);
  }
  return names;
}

/**
 * Gives every module `leftOut` picks the same exports, each an empty function: nothing of its own
 * stays. The web's formats become their English-only version instead.
 */
function standIn(leftOut: (id: string) => boolean): Plugin {
  return {
    name: 'bench:i18n-stand-in',
    enforce: 'post',
    transform(code, id) {
      if (!leftOut(id)) return null;
      if (id === WEB_FORMATS) return { code: `export * from ${JSON.stringify(ENGLISH_ONLY_FORMATS)};\n`, map: null };
      const names = exportedNames(code).map((name) => `standIn as ${name}`);
      return { code: `const standIn = () => '';\nexport { ${names.join(', ')} };\n`, map: null };
    },
  };
}

async function landingBytes(leftOut?: (id: string) => boolean): Promise<Record<LandingScreen, number>> {
  const outDir = mkdtempSync(join(tmpdir(), 'yaktiv-landing-'));
  try {
    await build({
      configFile: VITE_CONFIG,
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: leftOut ? [standIn(leftOut)] : [],
    });
    return landingFirstLoadBytes(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export type I18nBytes = Record<'all' | I18nPart, Record<LandingScreen, number>>;

/** Gzipped bytes per landing screen that the machinery adds: all of it, and each part alone. */
export async function landingI18nBytes(): Promise<I18nBytes> {
  const whole = await landingBytes();
  const without = async (leftOut: (id: string) => boolean) => {
    const rest = await landingBytes(leftOut);
    return Object.fromEntries(LANDING_SCREENS.map((screen) => [screen, whole[screen] - rest[screen]])) as Record<
      LandingScreen,
      number
    >;
  };
  const parts = Object.entries(I18N_PARTS) as [I18nPart, (id: string) => boolean][];
  const result = { all: await without((id) => parts.some(([, inPart]) => inPart(id))) } as I18nBytes;
  for (const [part, inPart] of parts) result[part] = await without(inPart);
  return result;
}
