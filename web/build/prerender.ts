import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_DIR } from '@infra/constructs/spa-rewrite';
import { LANDING_SCREENS, screenChunkName } from './landing-chunks';
import { PREVIEW_SLOTS, type GamePreview } from '@shared/rules/game-preview';
import { EARLY_TAPS_SCRIPT } from '@shared/boot/early-taps';
import { EARLY_READS_SCRIPT } from '@shared/boot/early-reads';

// The public landing routes get their first screen as HTML at build (decision 022): the
// browser paints it — styles inlined, hero picture in the markup — before any JavaScript has
// arrived, and main.tsx hydrates it. File names match the CloudFront Function's rewrite.
export const PRERENDERED_PAGES = [
  { file: 'home.html', url: '/', screen: 'home', title: null },
  { file: 'discover.html', url: '/discover', screen: 'discover', title: 'Discover Games · Yaktiv' },
  // Any id: the page renders its loading state until the game arrives.
  { file: 'game.html', url: '/game/prerendered', screen: 'game', title: null },
  // The same with the cover and title of the game, which the server fills in (decision 033).
  { file: 'game-preview.html', url: '/game/prerendered', screen: 'game', title: null, preview: true },
] as const;

const SLOT_PREVIEW: GamePreview = { id: 'prerendered', title: PREVIEW_SLOTS.title, cover: PREVIEW_SLOTS.cover };

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webRoot, '..');
const SSR_OUT = join(repoRoot, 'node_modules', '.cache', 'yaktiv-prerender');

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A chunk's static import closure, as manifest keys, imports before importers: the order Vite's
 * loader applies their stylesheets in, which the inlined copy must keep (a screen's own rules
 * come after the shared ones they refine).
 */
function closure(manifest: Manifest, key: string, seen = new Set<string>(), ordered = new Set<string>()): Set<string> {
  if (seen.has(key)) return ordered;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen, ordered);
  ordered.add(key);
  return ordered;
}

export async function prerenderPages(dist: string): Promise<string[]> {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderRoute } = (await import(pathToFileURL(join(SSR_OUT, 'prerender.js')).href)) as {
    renderRoute: (url: string, preview?: GamePreview | null) => Promise<string>;
  };

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const shell = closure(manifest, 'index.html');
  const entryCss = manifest['index.html']?.css ?? [];
  mkdirSync(join(dist, PRERENDERED_DIR), { recursive: true });
  const written: string[] = [];
  for (const page of PRERENDERED_PAGES) {
    // The screen's module sits in its own named chunk (web/build/landing-chunks.ts).
    const chunk = Object.keys(manifest).find((key) => manifest[key]!.name === screenChunkName(page.screen));
    if (!chunk) throw new Error(`${LANDING_SCREENS[page.screen]} is not in a chunk of the build`);
    const own = [...closure(manifest, chunk)].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
    const screenCss = own.flatMap((chunk) => chunk.css ?? []);
    // Every style the first screen needs, inline: no stylesheet round trip before the first
    // paint. The scripts are fetched after it (main.tsx), the screen's with the app.
    const inlined = [...entryCss, ...screenCss];
    const css = inlined.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    // Vite's loader fetches a chunk's stylesheets before running it unless a <link> to them is in
    // the page; a disabled one is never fetched (decision 033), so the inlined styles are not
    // fetched again, in the middle of the first render's path.
    const marks = inlined.map((file) => `<link rel="stylesheet" href="/${file}" disabled />`).join('\n    ');
    const markup = await renderRoute(page.url, 'preview' in page ? SLOT_PREVIEW : null);
    if ('preview' in page && !Object.values(PREVIEW_SLOTS).every((slot) => markup.includes(slot)))
      throw new Error(`${page.file} lacks the preview's slots`);
    let html = template;
    for (const file of entryCss)
      html = html.replace(
        new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`),
        '',
      );
    // The page's first read starts as the page is parsed, and the tap keeper runs before the page
    // paints: a button tapped before the app arrives is kept.
    html = html
      .replace(
        '</head>',
        `    <script>${EARLY_READS_SCRIPT}</script>\n    <script>${EARLY_TAPS_SCRIPT}</script>\n    <style>${css}</style>\n    ${marks}\n  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
    if (!html.includes(markup) || !html.includes('<style>'))
      throw new Error(`Could not assemble ${page.file} from index.html`);
    writeFileSync(join(dist, PRERENDERED_DIR, page.file), html);
    written.push(join(PRERENDERED_DIR, page.file));
  }
  // Build metadata, not part of the site.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  return written;
}
