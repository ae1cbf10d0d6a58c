import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './http-util';
import { pickEncoding, type ContentEncoding } from '@functions/platform/http/accept-encoding';
import { siteFileFor } from './site-routes';

// Serves the built SPA the way CloudFront does: real files when they exist, an HTML page for
// app routes (paths without an extension, mapped by the same rule as the CloudFront Function),
// 404 for missing assets. Compressed like CloudFront too: the build writes .br and .gz copies
// (web/build/precompress.ts) and each request gets the best one its Accept-Encoding allows.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz', identity: '' };

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function createStaticSite(root: string) {
  const base = resolve(root);
  return function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (%ZZ) names no file; CloudFront answers such a path with 400 too.
      return sendText(res, 400, 'Bad Request');
    }
    if (!existsSync(join(base, 'index.html'))) {
      return sendText(res, 503, 'The web app is not built yet: run `npm run build:web` (npm start does it for you).');
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    let file = join(base, path);
    if (!file.startsWith(base)) return sendText(res, 403, 'Forbidden');
    // The compressed copies are this server's business, not addresses (CloudFront has none).
    if (/\.(br|gz)$/.test(path)) return sendText(res, 404, 'Not Found');
    if (!isFile(file)) {
      if (extname(path)) return sendText(res, 404, 'Not Found');
      file = join(base, siteFileFor(url.pathname));
      if (!isFile(file)) file = join(base, 'index.html');
    }

    // Only the variants that exist are offered: an old build without them still works.
    const available = (['br', 'gzip'] as const).filter((encoding) => isFile(file + SUFFIX[encoding]));
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    const served = file + SUFFIX[encoding];
    const stats = statSync(served);
    const etag = entityTag(stats, encoding);
    const hashed = file.startsWith(`${join(base, 'assets')}/`) || file.startsWith(`${join(base, 'assets')}\\`);
    const headers: Record<string, string | number> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      ...SECURITY_HEADERS,
    };
    if (available.length) headers.vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['content-encoding'] = encoding;

    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    res.writeHead(200, { ...headers, 'content-length': stats.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(served).pipe(res);
  };
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** One strong validator per encoded body: a br copy and a gzip copy are different bytes. */
function entityTag(stats: Stats, encoding: ContentEncoding): string {
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
