import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './http-util';

// Serves the built SPA the way CloudFront does: real files when they exist, index.html for
// app routes (paths without an extension), 404 for missing assets.
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
};

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
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      if (extname(path)) return sendText(res, 404, 'Not Found');
      file = join(base, 'index.html');
    }
    const hashed = file.includes(`${join(base, 'assets')}`);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };
}
