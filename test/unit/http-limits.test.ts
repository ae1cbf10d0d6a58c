import { describe, expect, it } from 'vitest';
import {
  BODY_TOO_LARGE,
  httpHandler,
  json,
  MAX_BODY_BYTES,
  parseBody,
  pathParameter,
  type HttpEvent,
} from '@functions/platform/http/http';
import { gameReportInputSchema } from '@shared/schemas/game';

// The HTTP wrapper every handler uses refuses what no valid request can be, with a
// clear 4xx, in AWS as locally (the local router only emulates API Gateway's own limits).
const event = (over: Partial<HttpEvent> = {}) =>
  ({ rawPath: '/api/x', requestContext: {}, headers: {}, isBase64Encoded: false, ...over }) as unknown as HttpEvent;
const echo = httpHandler(async (e) =>
  json(200, { id: pathParameter(e, 'id'), body: parseBody(e, gameReportInputSchema) }),
);

describe('the HTTP wrapper', () => {
  it('answers 413 with a clear message for a body over the limit, plain or base64', async () => {
    const big = JSON.stringify({ reason: 'x'.repeat(MAX_BODY_BYTES) });
    for (const e of [
      event({ body: big }),
      event({ body: Buffer.from(big).toString('base64'), isBase64Encoded: true }),
    ]) {
      const answer = (await echo({ ...e, pathParameters: { id: 'g1' } })) as { statusCode: number; body: string };
      expect(answer.statusCode).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: BODY_TOO_LARGE, field: 'body' });
    }
  });

  it('lets a body just under the limit through to the schema, which names the field', async () => {
    const answer = (await echo(
      event({ pathParameters: { id: 'g1' }, body: JSON.stringify({ reason: 'x'.repeat(MAX_BODY_BYTES - 100) }) }),
    )) as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).field).toBe('reason');
  });

  it('refuses path ids no item can have (too long, controls, bidi) with 400, not a DynamoDB 500', async () => {
    for (const id of ['x'.repeat(129), 'a\u0000b', 'a\u202Eb', 'a b', 'a/b']) {
      const answer = (await echo(event({ pathParameters: { id }, body: '{"reason":"spam"}' }))) as {
        statusCode: number;
      };
      expect(answer.statusCode, JSON.stringify(id)).toBe(400);
    }
    const ok = (await echo(
      event({ pathParameters: { id: '3f0c2b9e-1f2a-4c7d-9d5e-8a1b2c3d4e5f' }, body: '{"reason":"spam"}' }),
    )) as { statusCode: number };
    expect(ok.statusCode).toBe(200);
  });
});
