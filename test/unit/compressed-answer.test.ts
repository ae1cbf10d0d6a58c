import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { httpHandler, json, type HttpEvent } from '@functions/platform/http/http';

// Decision 035: API Gateway's HTTP API and the API's CloudFront behaviour send answers as the
// function returns them, so the function compresses a JSON answer the client accepts compressed.
const event = (headers: Record<string, string>) =>
  ({ rawPath: '/api/games', requestContext: {}, headers, isBase64Encoded: false }) as unknown as HttpEvent;
const games = {
  games: Array.from({ length: 100 }, (_, i) => ({
    id: `game-${i}`,
    title: `Morning football ${i}`,
    location: 'Koramangala 5th Block, Bengaluru',
    price: 150,
  })),
};
const list = httpHandler(async () => json(200, games));
const small = httpHandler(async () => json(200, { ok: true }));
type Answer = { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded?: boolean };

describe('compressed JSON answers', () => {
  it('brotli when accepted, gzip when only it is, the JSON unchanged and the caches told', async () => {
    const plain = JSON.stringify(games);
    const br = (await list(event({ 'accept-encoding': 'gzip, deflate, br, zstd' }))) as Answer;
    expect(br).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: { 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'application/json; charset=utf-8' },
    });
    expect(brotliDecompressSync(Buffer.from(br.body, 'base64')).toString('utf8')).toBe(plain);
    expect(Buffer.from(br.body, 'base64').length).toBeLessThan(plain.length / 5);

    const gzip = (await list(event({ 'accept-encoding': 'gzip' }))) as Answer;
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(gzip.body, 'base64')).toString('utf8')).toBe(plain);
  });

  it('plain for a client that accepts no coding, or refuses them, and for answers under 1 kB', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<
      string,
      string
    >[]) {
      const answer = (await list(event(headers))) as Answer;
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.isBase64Encoded).toBeUndefined();
      expect(JSON.parse(answer.body)).toEqual(games);
    }
    const tiny = (await small(event({ 'accept-encoding': 'br' }))) as Answer;
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tiny.body)).toEqual({ ok: true });
  });
});
