import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE, ROUTE_THROTTLES, STAGE_THROTTLE, throttleFor } from '@infra/api-throttles';
import { httpRoutes } from '@infra/manifest';
import { createApiRouter } from '@infra/local/api-router';
import { createRouteThrottle } from '@infra/local/route-throttle';

// One table of API Gateway limits, read by the CDK stage and by the local server alike.
const routeKeys = new Set(httpRoutes().map((route) => `${route.method} ${route.path}`));

describe('the per-route throttle table', () => {
  it('names only routes the manifest has (a setting for a missing route fails the deploy)', () => {
    for (const key of Object.keys(ROUTE_THROTTLES)) expect(routeKeys, key).toContain(key);
  });

  it('keeps sign-in, uploads, payments and account exports far below the shared public reads', () => {
    const publicRead = throttleFor('GET /api/games');
    expect(publicRead).toEqual(STAGE_THROTTLE);
    for (const key of [
      'POST /api/auth/magic-link',
      'POST /api/auth/phone',
      'POST /api/uploads/cover-image',
      'POST /api/payments/orders',
      'GET /api/me/data',
    ]) {
      expect(throttleFor(key).rateLimit, key).toBeLessThanOrEqual(publicRead.rateLimit / 10);
    }
    // Under Cognito's 120 ListUsers a second: each sign-in looks its user up once.
    expect(throttleFor('POST /api/auth/phone').rateLimit).toBeLessThan(120);
  });

  it('gives every route a burst at least its rate and nothing above the stage', () => {
    for (const [key, limit] of Object.entries(ROUTE_THROTTLES)) {
      expect(limit.burstLimit, key).toBeGreaterThanOrEqual(limit.rateLimit);
      expect(limit.rateLimit, key).toBeLessThanOrEqual(STAGE_THROTTLE.rateLimit);
    }
    expect(throttleFor('GET /api/me')).toBe(STAGE_THROTTLE);
  });
});

describe('the local throttle', () => {
  it('applies the same table as the deployed stage', () => {
    const local = createRouteThrottle();
    for (const key of routeKeys) expect(local.limitOf(key), key).toEqual(throttleFor(key));
  });

  it('lets a burst through, refuses the next, and refills at the steady rate', () => {
    let now = 0;
    const throttle = createRouteThrottle({ limitOf: () => ({ rateLimit: 2, burstLimit: 3 }), now: () => now });
    expect([1, 2, 3, 4].map(() => throttle.admit('POST /api/auth/phone'))).toEqual([true, true, true, false]);
    // Another route has its own bucket.
    expect(throttle.admit('GET /api/games')).toBe(true);
    now += 500;
    expect(throttle.admit('POST /api/auth/phone')).toBe(true);
    expect(throttle.admit('POST /api/auth/phone')).toBe(false);
  });

  it('also holds every route together to the account quota', () => {
    const throttle = createRouteThrottle({ account: { rateLimit: 1, burstLimit: 2 }, now: () => 0 });
    expect(['GET /api/games', 'GET /api/search', 'GET /api/me'].map((key) => throttle.admit(key))).toEqual([
      true,
      true,
      false,
    ]);
    expect(ACCOUNT_THROTTLE.rateLimit).toBeGreaterThan(STAGE_THROTTLE.rateLimit);
  });

  it("answers API Gateway's 429 before the function runs", async () => {
    const refused: string[] = [];
    const router = createApiRouter(
      { issuer: 'http://localhost/issuer', clientId: 'client', jwks: () => ({ keys: [] }) },
      {
        limitOf: throttleFor,
        admit: (key) => {
          refused.push(key);
          return false;
        },
      },
    );
    const answer: { status?: number; body?: string } = {};
    const res = {
      writeHead: (status: number) => {
        answer.status = status;
      },
      end: (body: string) => {
        answer.body = body;
      },
    } as unknown as ServerResponse;
    const req = { method: 'POST', headers: {} } as IncomingMessage;
    await router(req, res, new URL('http://localhost/api/auth/phone'));
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body!)).toEqual({ message: 'Too Many Requests' });
    expect(refused).toEqual(['POST /api/auth/phone']);
  });
});
