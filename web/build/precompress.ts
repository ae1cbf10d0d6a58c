import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Text the browser downloads; images other than SVG are already compressed.
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.map']);
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, at the
 * highest levels (done once per build, so slowness is free), for servers that negotiate
 * Accept-Encoding instead of compressing on every request (infra/local/static-site.ts).
 * A copy that would not be smaller is not written, so servers fall back to the original.
 */
export function precompressDir(dir: string): Precompressed[] {
  const done: Precompressed[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    done.push({ file, bytes: statSync(file).size, br: br.length, gzip: gzip.length });
  }
  return done;
}
