import webpush from 'web-push';
import type { PushOutcome, PushPayload, PushSender } from '../push-ports';

// One push to one device with the `web-push` library: it encrypts the payload for the device
// (aes128gcm) and signs the VAPID header; the request itself goes out with fetch, which also
// reaches the local stack's stand-in over plain http (the library's own sender speaks https only).

/** The app's VAPID key pair (`web-push generate-vapid-keys --json`), as Secrets Manager holds it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A push not delivered within a day is stale news: the push service drops it. */
const TTL_SECONDS = 24 * 60 * 60;
/** Enough for a push service to answer; a slower one is tried again with the event. */
const TIMEOUT_MS = 10_000;
/** Push services answer these for a subscription that no longer exists. */
const GONE = new Set([404, 410]);

export function webPushSender(options: { keys: () => Promise<VapidKeys>; appUrl: string }): PushSender {
  // A push service may write to the sender at this address; the library takes only https or mailto.
  const subject = options.appUrl.startsWith('https:') ? options.appUrl : 'mailto:push@localhost.invalid';
  return async (subscription, payload: PushPayload): Promise<PushOutcome> => {
    const keys = await options.keys();
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        // Decisions and offers run against a clock (a spot held, a payment due): wake the phone.
        urgency: 'high',
      },
    );
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body as Buffer),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (GONE.has(answer.status)) return 'gone';
    if (!answer.ok) throw new Error(`The push service answered ${answer.status} for ${new URL(request.endpoint).host}`);
    return 'sent';
  };
}
