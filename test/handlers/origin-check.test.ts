import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_ENV } from '@functions/platform/env-names';
import { httpHandler, json, type HttpEvent } from '@functions/platform/http/http';
import { cameThroughCdn, ORIGIN_HEADER } from '@functions/platform/http/origin-check';

// Every API function is wrapped by httpHandler: with the origin secret set (as the stack sets it on
// every route's function), a request without CloudFront's header, or with another value, is refused
// before the handler runs; without a secret (the local stack) every request is served.
const SECRET = 'a'.repeat(48);
let ran = 0;
const handler = httpHandler(async () => {
  ran += 1;
  return json(200, { ok: true });
});
const event = (headers: Record<string, string> = {}) =>
  ({
    rawPath: '/api/health',
    headers,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', sourceIp: '203.0.113.7' } },
  }) as unknown as HttpEvent;

afterEach(() => {
  delete process.env[ROUTE_ENV.originSecret];
  ran = 0;
});

describe('requests around CloudFront', () => {
  it('are refused when the secret is configured: no header, another value, a prefix of it', async () => {
    process.env[ROUTE_ENV.originSecret] = SECRET;
    for (const headers of <Record<string, string>[]>[
      {},
      { [ORIGIN_HEADER]: 'b'.repeat(48) },
      { [ORIGIN_HEADER]: SECRET.slice(0, 20) },
      // A forged viewer address without the secret changes nothing.
      { 'cloudfront-viewer-address': '198.51.100.1:443' },
    ]) {
      const answer = await handler(event(headers));
      expect(answer, JSON.stringify(headers)).toMatchObject({ statusCode: 403, body: '{"message":"Forbidden"}' });
    }
    expect(ran).toBe(0);
    expect(await handler(event({ [ORIGIN_HEADER]: SECRET }))).toMatchObject({ statusCode: 200 });
    expect(ran).toBe(1);
  });

  it('are served when no secret is configured (the local stack)', async () => {
    expect(await handler(event())).toMatchObject({ statusCode: 200 });
    expect(cameThroughCdn(undefined, '')).toBe(true);
    expect(cameThroughCdn({ [ORIGIN_HEADER]: SECRET }, SECRET)).toBe(true);
    expect(cameThroughCdn(undefined, SECRET)).toBe(false);
  });
});
