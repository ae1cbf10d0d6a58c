import * as z from 'zod';

// POST /api/push/subscriptions: a browser's push subscription (PushSubscription.toJSON()). The
// server sends pushes to its endpoint, so only an https address of a push service is taken
// (never a private or local one); the local stack's stand-in is allowed by the route's own check.

export const PUSH_MESSAGES = {
  endpointInvalid: 'The subscription endpoint must be an https address of a push service',
  keysInvalid: 'The subscription keys are missing or malformed',
} as const;

/** Push services' endpoints are a few hundred characters; keys are base64url of 65 and 16 bytes. */
const ENDPOINT_MAX = 1000;
const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .min(min, PUSH_MESSAGES.keysInvalid)
    .max(max, PUSH_MESSAGES.keysInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keysInvalid);

export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string({ error: PUSH_MESSAGES.endpointInvalid }).max(ENDPOINT_MAX, PUSH_MESSAGES.endpointInvalid),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: PUSH_MESSAGES.keysInvalid }),
  })
  .strict()
  .transform(({ endpoint, keys }) => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }));
export type PushSubscriptionBody = z.input<typeof pushSubscriptionSchema>;

/** An https address on a public host name: no IP literal, no local name the server could be tricked into calling. */
export function isPublicHttpsEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.'))
    return false;
  // IPv4 and IPv6 literals (push services are always named).
  return !/^[\d.]+$/.test(host) && !host.startsWith('[');
}
