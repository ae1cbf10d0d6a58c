import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Signed, self-describing sign-in tokens and short codes. Pure: keys come from the caller.

export interface MagicLinkClaims {
  /** Pool username (the sub). */
  u: string;
  /** User pool and app client the link is bound to. */
  pool: string;
  client: string;
  /** Issued at and expires at, epoch seconds. */
  iat: number;
  exp: number;
  /** Random nonce so two links issued in the same second differ. */
  n: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function signMagicLink(claims: MagicLinkClaims, key: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a token whose signature is valid, or null. Expiry is the caller's check. */
export function readMagicLink(token: string, key: string): MagicLinkClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof claims?.u === 'string' && typeof claims?.exp === 'number' ? (claims as MagicLinkClaims) : null;
  } catch {
    return null;
  }
}

export const newNonce = () => randomBytes(16).toString('base64url');

/** A uniformly random 6-digit code (leading zeros kept). */
export const newSixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
