import { createHmac, createPublicKey, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newSigningKey, signingKeyFromPem, signJwt } from '@infra/local/cognito/jwt';
import { LOCAL } from '@infra/local/names';
import { signInLocal } from '../support/local-auth';
import { manifestRoutes, PEOPLE, securityWorld, type SecurityWorld } from '../support/security-world';
import { DEMO_PASSWORD } from '@infra/local/seed/demo-accounts';

// The bad-token matrix, generated from infra/manifest.ts: every route with auth: true,
// called with every kind of bad token, answers 401 before any handler runs. Tokens that differ
// from a real one in a single claim are signed with the test pool's own key (so only that claim
// is wrong); a positive control shows such a token is otherwise accepted.
const base = inject('localStackUrl');
const poolKey = signingKeyFromPem(`${LOCAL.userPoolId}-key-1`, inject('poolSigningKeyPem'));
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

let w: SecurityWorld;
let real: { access: string; id: string; claims: Record<string, unknown> };
beforeAll(async () => {
  w = await securityWorld(base);
  const tokens = await signInLocal(base, PEOPLE.rahul, DEMO_PASSWORD);
  real = {
    access: tokens.AccessToken,
    id: tokens.IdToken,
    claims: JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1]!, 'base64url').toString()),
  };
});

/** The real access token's claims with some changed, signed by the pool's key. */
const minted = (over: Record<string, unknown>) =>
  signJwt({ ...real.claims, exp: now() + 600, jti: randomUUID(), ...over }, poolKey);
const hs256 = (secret: string | Buffer) => {
  const head = b64({ alg: 'HS256', typ: 'JWT', kid: poolKey.kid });
  const body = b64({ ...real.claims, exp: now() + 600 });
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
};

const BAD_TOKENS: Record<string, () => string | null> = {
  'no token': () => null,
  'not a JWT': () => 'not.a.jwt',
  'a forged signature (another key, same kid)': () =>
    signJwt({ ...real.claims, exp: now() + 600 }, newSigningKey(poolKey.kid).key),
  'a tampered payload (another sub) with the real signature': () => {
    const [h, , s] = real.access.split('.');
    return `${h}.${b64({ ...real.claims, sub: w.subs.priya })}.${s}`;
  },
  expired: () => minted({ exp: now() - 5 }),
  'alg none': () =>
    `${b64({ alg: 'none', typ: 'JWT', kid: poolKey.kid })}.${b64({ ...real.claims, exp: now() + 600 })}.`,
  'HS256 signed with the public key (PEM)': () =>
    hs256(createPublicKey(poolKey.privateKey).export({ type: 'spki', format: 'pem' }).toString()),
  'HS256 signed with the public key (JWK)': () => hs256(JSON.stringify(poolKey.publicJwk)),
  'an ID token (the real one)': () => real.id,
  'an ID token (token_use id)': () =>
    minted({ token_use: 'id', aud: LOCAL.userPoolClientId, client_id: undefined, scope: undefined }),
  'a wrong issuer': () => minted({ iss: `${String(real.claims.iss)}-other` }),
  'a wrong client': () => minted({ client_id: 'another-client' }),
  'no user scope': () => minted({ scope: 'openid' }),
};

const concrete = (path: string) =>
  path
    .replace(/\{(id|gameId)\}/, () => (path.startsWith('/api/requests') ? w.requestId : w.game.id))
    .replace('{action}', 'dismiss')
    .replace('{proxy+}', 'x');
const authRoutes = () => manifestRoutes().filter((route) => route.auth);

describe('the bad-token matrix', () => {
  it('covers every signed-in route of the manifest', () => {
    expect(authRoutes().length).toBeGreaterThan(0);
  });

  it('positive control: a token minted with the pool key and the real claims is accepted', async () => {
    const answer = await w.call('/api/me', { token: minted({}) });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(real.claims.sub);
  });

  for (const route of authRoutes()) {
    it(`${route.key}: every bad token answers 401`, async () => {
      const path = concrete(route.path);
      const method = route.method === 'ANY' ? 'POST' : route.method;
      for (const [what, make] of Object.entries(BAD_TOKENS)) {
        const token = make();
        const answer = await fetch(`${base}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        expect(answer.status, `${route.key} with ${what}`).toBe(401);
      }
    });
  }
});
