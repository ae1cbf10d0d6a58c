import { createPublicKey, verify } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http-util';

// A push service on the local port: what the push consumer sends with web-push lands here, as it
// would at FCM or Mozilla's autopush. Each subscription's endpoint is <origin>/local-push/<token>;
// a POST is checked as a push service checks it (a VAPID signature by the app's key, an encrypted
// aes128gcm body, a TTL) and kept, encrypted, for tests: the browser that subscribed (or the test
// standing in for it) holds the keys that decrypt it. An endpoint marked gone answers 410, as a
// push service does for a subscription the browser dropped.

export interface ReceivedPush {
  /** The subscription's token: the last part of its endpoint. */
  token: string;
  endpoint: string;
  receivedAt: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  contentEncoding: string | null;
  /** The encrypted body (aes128gcm: salt, record size and the sender's key come first), base64. */
  body: string;
  /** The VAPID JWT's audience and subject, once its signature was checked. */
  vapid: { aud: string; sub: string };
}

/** Received pushes kept: enough for any test, bounded for a long-running local stack. */
const KEPT = 500;
const PUSH_BODY_MAX = 4096;

export function createPushStandIn(options: { path: string; vapidPublicKey: () => string }) {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();

  function vapidOf(req: IncomingMessage): ReceivedPush['vapid'] | string {
    const header = String(req.headers.authorization ?? '');
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
    if (!match) return 'Authorization must be "vapid t=<JWT>, k=<public key>"';
    const [, jwt, key] = match as unknown as [string, string, string];
    if (key !== options.vapidPublicKey()) return 'The VAPID key is not the app’s';
    const [head, payload, signature] = jwt.split('.') as [string, string, string];
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${payload}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'The VAPID signature does not verify';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    };
    if (claims.exp * 1000 < Date.now()) return 'The VAPID token has expired';
    return { aud: claims.aud, sub: claims.sub };
  }

  return {
    /** POST <path>/<token>: a push for one subscription. */
    async receive(req: IncomingMessage, res: ServerResponse, url: URL) {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
      const token = url.pathname.slice(options.path.length + 1);
      if (!token || token.includes('/')) return sendJson(res, 404, { message: 'No such subscription' });
      const body = await readBody(req, PUSH_BODY_MAX);
      if (gone.has(token)) return sendJson(res, 410, { message: 'The subscription has expired or was unsubscribed' });
      const vapid = vapidOf(req);
      if (typeof vapid === 'string') return sendJson(res, 403, { message: vapid });
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return sendJson(res, 400, { message: 'A TTL header is required' });
      received.push({
        token,
        endpoint: `${url.origin}${url.pathname}`,
        receivedAt: new Date().toISOString(),
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        topic: (req.headers.topic as string | undefined) ?? null,
        contentEncoding: (req.headers['content-encoding'] as string | undefined) ?? null,
        body: body.toString('base64'),
        vapid,
      });
      if (received.length > KEPT) received.splice(0, received.length - KEPT);
      res.writeHead(201, { location: `${options.path}/${token}/${received.length}` });
      res.end();
    },

    /**
     * GET /dev/push[?token=]: what arrived (all, or one subscription's), oldest first.
     * POST /dev/push/gone?token=: that subscription now answers 410, as if the browser dropped it.
     */
    dev(req: IncomingMessage, res: ServerResponse, url: URL, rest: string) {
      const token = url.searchParams.get('token');
      if (rest === '' && req.method === 'GET')
        return sendJson(res, 200, { pushes: received.filter((push) => !token || push.token === token) });
      if (rest === '/gone' && req.method === 'POST' && token) {
        gone.add(token);
        return sendJson(res, 200, { gone: token });
      }
      sendJson(res, 404, { message: 'GET /dev/push[?token=] or POST /dev/push/gone?token=' });
    },
  };
}
export type PushStandIn = ReturnType<typeof createPushStandIn>;
