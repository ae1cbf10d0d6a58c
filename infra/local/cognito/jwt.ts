import type { JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

// RS256 JWTs with node:crypto alone: the local Cognito signs with them, the local router checks
// them the way API Gateway's JWT authorizer does.

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function newSigningKey(kid: string): { key: SigningKey; privatePem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { key: signingKeyFromPem(kid, privatePem), privatePem };
}

export function signingKeyFromPem(kid: string, privatePem: string): SigningKey {
  const privateKey = createPrivateKey(privatePem);
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return { kid, privateKey, publicJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }));
  const body = b64url(JSON.stringify(payload));
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${body}`), key.privateKey);
  return `${header}.${body}.${b64url(signature)}`;
}

export type JwtClaims = Record<string, unknown> & { exp?: number; iss?: string; token_use?: string };

export class JwtError extends Error {}

/**
 * Public keys parsed from their JWK, by the JWK's content: parsing an RSA key costs more than
 * checking a signature with it, and the keys change only when the pool's key does.
 */
const publicKeys = new Map<string, KeyObject>();
function publicKeyOf(jwk: JsonWebKey & { kid?: string }): KeyObject {
  const id = `${jwk.kid}|${jwk.n}|${jwk.e}`;
  let key = publicKeys.get(id);
  if (!key) {
    key = createPublicKey({ key: jwk as NodeJsonWebKey, format: 'jwk' });
    if (publicKeys.size > 16) publicKeys.clear();
    publicKeys.set(id, key);
  }
  return key;
}

/** Verifies signature and expiry against a JWKS; the caller checks issuer and audience. */
export function verifyJwt(
  token: string,
  jwks: { keys: (JsonWebKey & { kid?: string })[] },
  nowSeconds = Date.now() / 1000,
): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed token');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed token');
  }
  if (header.alg !== 'RS256') throw new JwtError('unsupported algorithm');
  const jwk = jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new JwtError('unknown signing key');
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    publicKeyOf(jwk),
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!ok) throw new JwtError('bad signature');
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new JwtError('token expired');
  return claims;
}
