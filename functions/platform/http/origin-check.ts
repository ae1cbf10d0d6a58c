import { timingSafeEqual } from 'node:crypto';
import { ROUTE_ENV } from '../env-names';

// The API sits behind CloudFront, which adds the viewer's address (CloudFront-Viewer-Address) that
// the per-caller and per-network limits trust. API Gateway's own URL is public too, and a caller
// there could send any address of their choosing. So CloudFront also adds a header with a secret
// generated at deploy (never in the repo), and a function serves only requests that carry it.
// Locally nothing is in front and no secret is set: the check is off until one is configured.

/** The header CloudFront adds to every request it sends to the API. */
export const ORIGIN_HEADER = 'x-origin-verify';

/**
 * Whether a request may be served: no secret is configured, or its origin header carries it
 * (compared in constant time, so the answer's timing says nothing about how much matched).
 */
export function cameThroughCdn(
  headers: Record<string, string | undefined> | undefined,
  secret = process.env[ROUTE_ENV.originSecret],
): boolean {
  if (!secret) return true;
  const sent = Buffer.from(headers?.[ORIGIN_HEADER] ?? '');
  const expected = Buffer.from(secret);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
