import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Writes dist/sw.js (decision 030): web/sw/service-worker.ts with the list of what to precache,
// read from Vite's build manifest, and a version that changes whenever that list does.

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Every file the built app can load (entry, lazy chunks, their CSS and assets) plus the shell page
 * and the public files it names (icons, manifest), as absolute paths, sorted, once each.
 */
export function precacheList(manifest: ViteManifest, publicFiles: string[]): string[] {
  const files = new Set<string>(['/index.html']);
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  }
  for (const file of publicFiles) files.add(file.startsWith('/') ? file : `/${file}`);
  return [...files].sort();
}

/** A new list is a new service worker: the browser installs it and drops the old cache. */
export function precacheVersion(list: string[], dist: string): string {
  const hash = createHash('sha256');
  for (const file of list) hash.update(file).update(readFileSync(join(dist, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Public files worth having offline: the install manifest, icons and sport pictures. */
function publicFilesIn(dist: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(png|svg|webmanifest)$/.test(name)) found.push(`/${relative(dist, path).split(sep).join('/')}`);
    }
  };
  for (const entry of ['icons', 'images']) {
    try {
      walk(join(dist, entry));
    } catch {
      // Not in this build.
    }
  }
  for (const name of readdirSync(dist)) if (/\.(svg|webmanifest)$/.test(name)) found.push(`/${name}`);
  return found;
}

export async function writeServiceWorker(dist: string): Promise<number> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const list = precacheList(manifest, publicFilesIn(dist));
  await build({
    entryPoints: [fileURLToPath(new URL('../sw/service-worker.ts', import.meta.url))],
    outfile: join(dist, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
    define: {
      YAKTIV_PRECACHE: JSON.stringify(list),
      YAKTIV_PRECACHE_VERSION: JSON.stringify(precacheVersion(list, dist)),
    },
  });
  return list.length;
}
