import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL } from '@infra/local/names';

// A phone's browser as the push service sees it, held by the test: a P-256 key pair and an auth
// secret (what PushManager.subscribe makes), an endpoint on the local push stand-in, and the
// means to read what the stand-in received for it — decrypted, as the browser would.

const require = createRequire(import.meta.url);
// web-push's own dependency for RFC 8188 content coding (no types of its own).
const ece = require('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  token: string;
  ttl: number;
  urgency: string | null;
  contentEncoding: string | null;
  vapid: { aud: string; sub: string };
  /** The decrypted payload: what the service worker's push event carries. */
  payload: { title: string; body: string; url: string; tag: string };
}

export function pushDevice(base: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const token = randomUUID();
  const endpoint = `${base}/local-push/${token}`;
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
  };
  return {
    token,
    endpoint,
    subscription,
    /** The P-256 private key as a JWK's d (a browser's keys, handed to an init script). */
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    /** Everything the stand-in received for this device, oldest first, decrypted. */
    async received(): Promise<ReceivedPush[]> {
      const answer = await fetch(`${base}/dev/push?token=${token}`);
      if (!answer.ok) throw new Error(`/dev/push answered ${answer.status}`);
      const { pushes } = (await answer.json()) as { pushes: (Omit<ReceivedPush, 'payload'> & { body: string })[] };
      return pushes.map(({ body, ...push }) => ({
        ...push,
        payload: JSON.parse(
          ece
            .decrypt(Buffer.from(body, 'base64'), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
            .toString(),
        ),
      }));
    },
    /** From now on the stand-in answers 410 for this device, as a push service does for a dropped subscription. */
    async drop() {
      const answer = await fetch(`${base}/dev/push/gone?token=${token}`, { method: 'POST' });
      if (!answer.ok) throw new Error(`/dev/push/gone answered ${answer.status}`);
    },
  };
}
export type PushDevice = ReturnType<typeof pushDevice>;

/** The push subscriptions stored under a person (those with this endpoint, when given), read from the table. */
export async function storedPushDevices(db: DynamoDBDocumentClient, userId: string, endpoint?: string) {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: LOCAL.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'PUSHSUB#' },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => endpoint === undefined || item.endpoint === endpoint);
}
