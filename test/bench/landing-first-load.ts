import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a landing screen needs before its first render, read from a production build:
// the entry named by index.html, the shell (`app`, `react`), `landing-common` and the screen's
// own chunk, with every chunk they import statically. Chunk names come from
// web/build/landing-chunks.ts; summed gzipped, as the browser fetches them.
export const LANDING_SCREENS = ['home', 'discover', 'game'] as const;
export type LandingScreen = (typeof LANDING_SCREENS)[number];

export function landingFirstLoadBytes(dist: string): Record<LandingScreen, number> {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const chunk = (name: string) => {
    const found = files.find((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
    if (!found) throw new Error(`No ${name} chunk in ${assets}`);
    return found;
  };
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/(index-[\w-]+\.js)"/)?.[1];
  if (!entry) throw new Error(`No entry script in ${dist}/index.html`);
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(join(assets, file), 'utf8');
      for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) visit(imported!);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const size = (file: string) => gzipSync(readFileSync(join(assets, file))).length;
  const result = {} as Record<LandingScreen, number>;
  for (const screen of LANDING_SCREENS) {
    const chunks = closure([entry, chunk('react'), chunk('app'), chunk('landing-common'), chunk(`${screen}-screen`)]);
    result[screen] = [...chunks].reduce((sum, file) => sum + size(file), 0);
  }
  return result;
}

// `tsx test/bench/landing-first-load.ts <dist>…` prints each build's numbers (how the baseline below was measured).
if (import.meta.url === `file://${process.argv[1]}`)
  for (const dist of process.argv.slice(2)) console.log(dist, landingFirstLoadBytes(dist));
