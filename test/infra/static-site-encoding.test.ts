import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress';
import { serveSiteFolder } from './local-site-server';

// The local static server against a build made by the real precompress step: each request gets
// the copy its Accept-Encoding allows, labelled so that a browser or a cache can use it.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const PAGE = `<!doctype html><html><body>${'<p>Find your game</p>'.repeat(200)}</body></html>`;
let root: string;
let site: Awaited<ReturnType<typeof serveSiteFolder>>;
const get = (path: string, headers: Record<string, string> = {}) => site.get(path, headers);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'yaktiv-static-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'prerendered'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'prerendered', 'game.html'), PAGE.replace('Find your game', 'A game'));
  writeFileSync(join(root, 'assets', 'entry-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
  precompressDir(root);
  site = await serveSiteFolder(root);
});

afterAll(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

describe('local static server: compression by content negotiation', () => {
  it('answers brotli to a client that accepts br', async () => {
    const answer = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const answer = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it.each<Record<string, string>>([
    {},
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'deflate' },
    { 'accept-encoding': 'br;q=0, gzip;q=0' },
  ])('answers the plain file otherwise (%o)', async (headers) => {
    const answer = await get('/assets/entry-abc123.js', headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('follows q-values: gzip when the client prefers it', async () => {
    const answer = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the HTML of app routes, which is never cached without revalidation', async () => {
    const home = await get('/no/such/page', { 'accept-encoding': 'br' });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.body).toString()).toBe(PAGE);
    const game = await get('/game/42', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(game.body).toString()).toContain('A game');
  });

  it('gives each encoding its own ETag and answers 304 to a matching If-None-Match', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/entry-abc123.js');
    const tags = [br.headers.etag, gzip.headers.etag, plain.headers.etag];
    expect(tags.every((tag) => typeof tag === 'string' && /^"[^"]+"$/.test(tag))).toBe(true);
    expect(new Set(tags).size).toBe(3);

    const revalidated = await get('/assets/entry-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    expect(revalidated.headers.vary).toBe('Accept-Encoding');

    // The gzip copy's tag does not validate the br copy.
    const otherCopy = await get('/assets/entry-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': gzip.headers.etag!,
    });
    expect(otherCopy.status).toBe(200);
    expect(otherCopy.headers['content-encoding']).toBe('br');
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const answer = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });

  it('does not serve the compressed copies under their own names (CloudFront has none)', async () => {
    expect((await get('/assets/entry-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/entry-abc123.js.gz')).status).toBe(404);
  });
});
