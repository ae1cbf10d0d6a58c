import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticSite } from '@infra/local/static-site';

// The local stack's static server over a folder of built files, on a free port, for the suites
// that check what it answers.

export interface SiteAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Serves `dir` as the local stack does; `get` asks it for one path, `close` stops it. */
export async function serveSiteFolder(dir: string) {
  const site = createStaticSite(dir);
  const server = createServer((req, res) => site(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<SiteAnswer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const close = () => new Promise((resolve) => server.close(resolve));
  return { get, close };
}
