import { describe, expect, it } from 'vitest';
import { newSigningKey, signJwt, verifyJwt, JwtError } from '@infra/local/cognito/jwt';
import { ACCESS_SCOPE, authorizeRequest } from '@infra/local/authorizer';

// The local authorizer must refuse exactly what API Gateway's JWT authorizer (with scopes) refuses.
const { key } = newSigningKey('k1');
const jwks = () => ({ keys: [key.publicJwk] });
const config = { issuer: 'http://localhost/pool', clientId: 'client-1', jwks };
const now = Math.floor(Date.now() / 1000);
/** A valid access token, signed with `signer` (the pool's key unless told). */
const access = (over: Record<string, unknown> = {}, signer = key) =>
  signJwt(
    {
      sub: 'u1',
      iss: config.issuer,
      client_id: 'client-1',
      token_use: 'access',
      scope: ACCESS_SCOPE,
      exp: now + 60,
      ...over,
    },
    signer,
  );

describe('local JWT authorizer', () => {
  it('accepts a valid access token, with or without the Bearer prefix', () => {
    expect(authorizeRequest(`Bearer ${access()}`, config)?.sub).toBe('u1');
    expect(authorizeRequest(access(), config)?.sub).toBe('u1');
  });
  it.each([
    ['an expired token', { exp: now - 1 }],
    ['another issuer', { iss: 'http://evil/pool' }],
    ['another client', { client_id: 'client-2' }],
    ['an ID token', { token_use: 'id', aud: 'client-1', client_id: undefined, scope: undefined }],
    ['a token without the user scope', { scope: 'openid' }],
  ])('refuses %s', (_, over) => {
    expect(authorizeRequest(`Bearer ${access(over)}`, config)).toBeNull();
  });
  it('refuses a missing header, garbage and a foreign signature', () => {
    expect(authorizeRequest(undefined, config)).toBeNull();
    expect(authorizeRequest('Bearer not.a.jwt', config)).toBeNull();
    const other = newSigningKey('k1').key;
    expect(authorizeRequest(access({}, other), config)).toBeNull();
  });
  it('verifyJwt refuses alg none', () => {
    const [, p] = access().split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${p}.`;
    expect(() => verifyJwt(none, jwks())).toThrow(JwtError);
  });
});
