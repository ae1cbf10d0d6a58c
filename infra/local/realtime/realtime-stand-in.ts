import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { channelParts, subscribeRefusal } from '@shared/realtime/channels';
import { authorizeRequest, type AuthorizerConfig } from '../authorizer';
import { readBody, sendJson } from '../http-util';
import { acceptWebSocket, offeredProtocols, refuseUpgrade, type WebSocketPeer } from './websocket';

// The live-update API as AppSync Events speaks it, on the local port: the WebSocket protocol
// (subprotocol aws-appsync-event-ws, connection_init → connection_ack, keep-alive 'ka',
// subscribe/unsubscribe with their own authorization, 'data' frames) and the HTTP publish
// (POST …/event { channel, events }). The browser's client code is the same for both. Who may
// subscribe where is shared/realtime/channels.ts, as in the namespaces' handlers in AWS; publishing
// takes a SigV4-signed request (IAM), as the API's only publish mode does.

export const EVENTS_PROTOCOL = 'aws-appsync-event-ws';
/** AppSync closes a connection that hears nothing for 5 minutes; it sends 'ka' well within that. */
const CONNECTION_TIMEOUT_MS = 300_000;
const MAX_EVENTS_PER_PUBLISH = 5;

interface Connection {
  peer: WebSocketPeer;
  acknowledged: boolean;
  /** subscription id → channel */
  subscriptions: Map<string, string>;
  keepAlive?: NodeJS.Timeout;
}

interface Authorization {
  Authorization?: string;
  host?: string;
}

const unauthorized = (message: string) => [{ errorType: 'UnauthorizedException', message }];

/** The connection's authorization, sent base64url-encoded as the `header-…` subprotocol. */
function connectionAuthorization(protocols: string[]): Authorization | null {
  const header = protocols.find((protocol) => protocol.startsWith('header-'));
  if (!header) return null;
  try {
    return JSON.parse(Buffer.from(header.slice('header-'.length), 'base64url').toString('utf8')) as Authorization;
  } catch {
    return null;
  }
}

export function createRealtimeStandIn(options: { authorizer: AuthorizerConfig; keepAliveMs?: number }) {
  const connections = new Set<Connection>();
  let stopped = false;
  const subOf = (authorization: Authorization | null | undefined) => {
    const sub = authorizeRequest(authorization?.Authorization, options.authorizer)?.sub;
    return typeof sub === 'string' ? sub : null;
  };

  function onMessage(connection: Connection, text: string) {
    let message: { type?: string; id?: string; channel?: string; authorization?: Authorization };
    try {
      message = JSON.parse(text);
    } catch {
      return connection.peer.sendText(JSON.stringify({ type: 'error', errors: [{ message: 'Not JSON' }] }));
    }
    const reply = (value: object) => connection.peer.sendText(JSON.stringify(value));
    if (message.type === 'connection_init') {
      connection.acknowledged = true;
      connection.keepAlive ??= setInterval(() => reply({ type: 'ka' }), options.keepAliveMs ?? 60_000);
      return reply({ type: 'connection_ack', connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
    }
    const id = message.id;
    if (message.type === 'subscribe' && id) {
      if (!connection.acknowledged)
        return reply({ type: 'subscribe_error', id, errors: unauthorized('connection_init first') });
      const channel = String(message.channel ?? '');
      const refusal = subscribeRefusal(channel, subOf(message.authorization));
      if (refusal) return reply({ type: 'subscribe_error', id, errors: unauthorized(refusal) });
      connection.subscriptions.set(id, channel);
      return reply({ type: 'subscribe_success', id });
    }
    if (message.type === 'unsubscribe' && id) {
      if (!connection.subscriptions.delete(id))
        return reply({ type: 'unsubscribe_error', id, errors: [{ errorType: 'UnknownOperationError' }] });
      return reply({ type: 'unsubscribe_success', id });
    }
    reply({
      type: 'error',
      id,
      errors: [{ errorType: 'UnsupportedOperation', message: `Unknown type ${message.type}` }],
    });
  }

  function close(connection: Connection) {
    clearInterval(connection.keepAlive);
    connections.delete(connection);
  }

  function dropAll() {
    stopped = true;
    for (const connection of [...connections]) connection.peer.close(1001, 'Going away');
  }

  return {
    /** An HTTP upgrade to the realtime path: the WebSocket protocol's opening. */
    upgrade(req: IncomingMessage, socket: Duplex) {
      if (stopped) return refuseUpgrade(socket, 503, 'Service Unavailable');
      const protocols = offeredProtocols(req);
      if (!protocols.includes(EVENTS_PROTOCOL)) return refuseUpgrade(socket, 400, 'Bad Request');
      const sub = subOf(connectionAuthorization(protocols));
      const connection: Connection = { acknowledged: false, subscriptions: new Map() } as Connection;
      connection.peer = acceptWebSocket(req, socket, EVENTS_PROTOCOL, {
        onText: (text) => onMessage(connection, text),
        onClose: () => close(connection),
      });
      if (!sub) {
        // As AppSync does: the socket opens, says why, and closes.
        connection.peer.sendText(
          JSON.stringify({ type: 'connection_error', errors: unauthorized('Sign in to receive live updates') }),
        );
        return connection.peer.close(4401, 'Unauthorized');
      }
      connections.add(connection);
    },

    /** POST …/event: publish up to five events to one channel (IAM-signed). */
    async publish(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 '))
        return sendJson(res, 401, { errors: unauthorized('Publishing takes an IAM-signed request') });
      let body: { channel?: unknown; events?: unknown };
      try {
        body = JSON.parse((await readBody(req)).toString('utf8'));
      } catch {
        return sendJson(res, 400, { errors: [{ errorType: 'BadRequestException', message: 'Not JSON' }] });
      }
      const { channel, events } = body;
      const valid =
        typeof channel === 'string' &&
        channelParts(channel) !== null &&
        Array.isArray(events) &&
        events.length > 0 &&
        events.length <= MAX_EVENTS_PER_PUBLISH &&
        events.every((event) => typeof event === 'string');
      if (!valid)
        return sendJson(res, 400, {
          errors: [
            { errorType: 'BadRequestException', message: 'A channel without wildcards and 1–5 events as JSON text' },
          ],
        });
      for (const connection of connections) {
        for (const [id, subscribed] of connection.subscriptions) {
          if (subscribed !== channel) continue;
          for (const event of events as string[]) connection.peer.sendText(JSON.stringify({ type: 'data', id, event }));
        }
      }
      sendJson(res, 200, {
        successful: (events as string[]).map((_, index) => ({ identifier: `${Date.now()}-${index}`, index })),
        failed: [],
      });
    },

    /** Drops every connection and refuses new ones (tests show what a lost connection looks like). */
    stop: dropAll,
    start() {
      stopped = false;
    },
    get running() {
      return !stopped;
    },
    /** Closes every connection for good (the stack's stop). */
    close: async () => dropAll(),
  };
}

export type RealtimeStandIn = ReturnType<typeof createRealtimeStandIn>;
