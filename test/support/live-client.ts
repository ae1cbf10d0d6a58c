import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { parseFrame } from '@infra/local/realtime/websocket';

// A live-update subscriber for tests, speaking AppSync Events' WebSocket protocol to the local
// stand-in as the web app does (Node 20 has no WebSocket client of its own): the handshake with the
// aws-appsync-event-ws and header-… subprotocols, masked text frames out, unmasked ones in.

export interface LiveClient {
  /** Every message the server sent, parsed, in order. */
  messages: Record<string, unknown>[];
  send(message: object): void;
  /** Resolves with the first message (already received or to come) that `match` accepts. */
  next(match: (message: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  subscribe(channel: string, token?: string): Promise<Record<string, unknown>>;
  closed: Promise<void>;
  close(): void;
}

const maskedText = (text: string) => {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([header, mask, body]);
};

export function liveUrl(base: string) {
  const url = new URL('/local-realtime/event/realtime', base);
  return { url, host: url.host };
}

/** Connects with `token` and completes connection_init; rejects when the server refuses the upgrade. */
export function connectLive(base: string, token: string | null): Promise<LiveClient> {
  const { url, host } = liveUrl(base);
  const header = Buffer.from(JSON.stringify({ host, Authorization: token ?? '' })).toString('base64url');
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': `aws-appsync-event-ws, header-${header}`,
      },
    });
    req.on('response', (res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    req.on('error', reject);
    req.on('upgrade', (_res, socket: Socket, head: Buffer) => {
      const messages: Record<string, unknown>[] = [];
      const waiters: { match: (m: Record<string, unknown>) => boolean; done: (m: Record<string, unknown>) => void }[] =
        [];
      // What the server sent with its handshake (a refusal comes at once) arrives as `head`.
      let buffered: Buffer = Buffer.alloc(0);
      let closedResolve: () => void = () => {};
      const closed = new Promise<void>((r) => (closedResolve = r));
      socket.on('close', () => closedResolve());
      socket.on('error', () => closedResolve());
      const read = (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (let next = parseFrame(buffered); next; next = parseFrame(buffered)) {
          buffered = next.rest;
          if (next.opcode !== 0x1) continue;
          const payload = next.payload.toString('utf8');
          const message = JSON.parse(payload) as Record<string, unknown>;
          messages.push(message);
          for (const waiter of [...waiters]) {
            if (!waiter.match(message)) continue;
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.done(message);
          }
        }
      };
      socket.on('data', read);
      const client: LiveClient = {
        messages,
        closed,
        send: (message) => socket.write(maskedText(JSON.stringify(message))),
        next(match, ms = 5000) {
          const seen = messages.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching message in ${ms} ms: ${JSON.stringify(messages)}`)),
              ms,
            );
            waiters.push({
              match,
              done: (m) => {
                clearTimeout(timer);
                done(m);
              },
            });
          });
        },
        async subscribe(channel, subscribeToken = token ?? '') {
          const id = randomBytes(8).toString('hex');
          client.send({ type: 'subscribe', id, channel, authorization: { host, Authorization: subscribeToken } });
          return client.next((m) => m.id === id && String(m.type).startsWith('subscribe_'));
        },
        close: () => socket.destroy(),
      };
      read(head);
      client.send({ type: 'connection_init' });
      resolve(client);
    });
    req.end();
  });
}
