import type { LiveMessage } from '@shared/realtime/messages';

// A small client of AppSync Events' WebSocket protocol (the local stand-in speaks the same): one
// connection, signed in with the Cognito access token, carrying the channels the app follows.
// Loaded after the first paint (LiveUpdatesProvider), so it costs the landing page nothing; it is
// a few hundred lines less than Amplify's events client.

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface LiveSocketOptions {
  /** The API's HTTP publish address (/config.json's realtimeUrl); the socket is derived from it. */
  publishUrl: string;
  token: () => string | null;
  onStatus: (status: LiveStatus) => void;
  onMessage: (message: LiveMessage) => void;
}

/** The WebSocket address and the host its authorization names, from the HTTP publish address. */
export function liveEndpoints(publishUrl: string) {
  const http = new URL(publishUrl);
  const socket = new URL(http.href);
  socket.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:';
  socket.hostname = http.hostname.replace('.appsync-api.', '.appsync-realtime-api.');
  socket.pathname = `${http.pathname.replace(/\/$/, '')}/realtime`;
  return { socketUrl: socket.href, host: http.host };
}

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Waits before reconnecting: 1, 2, 4 … up to 30 s, with jitter so a city's phones don't return at once. */
export const reconnectDelayMs = (attempt: number, random = Math.random) =>
  Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + random() * 0.5);

export function createLiveSocket(options: LiveSocketOptions) {
  const { socketUrl, host } = liveEndpoints(options.publishUrl);
  /** channel → subscription id on the current connection (re-made on every connection). */
  const channels = new Map<string, string>();
  let socket: WebSocket | null = null;
  let open = false;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let silenceMs = 300_000;
  let nextId = 0;

  const send = (message: object) => socket?.send(JSON.stringify(message));
  const authorization = () => ({ host, Authorization: options.token() ?? '' });
  const subscribe = (channel: string) => {
    const id = `s${++nextId}`;
    channels.set(channel, id);
    if (open) send({ type: 'subscribe', id, channel, authorization: authorization() });
  };
  // AppSync sends 'ka' well within the timeout it announced; silence past it means a dead link.
  const heardFrom = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => socket?.close(), silenceMs);
  };

  function connect() {
    const token = options.token();
    if (stopped || !token) return;
    options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const header = base64Url(JSON.stringify({ host, Authorization: token }));
    const current = new WebSocket(socketUrl, ['aws-appsync-event-ws', `header-${header}`]);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'connection_init' }));
    current.onmessage = (frame) => {
      if (socket !== current) return;
      heardFrom();
      const message = JSON.parse(String(frame.data)) as { type: string; id?: string; event?: string };
      if (message.type === 'connection_ack') {
        silenceMs = (message as { connectionTimeoutMs?: number }).connectionTimeoutMs ?? silenceMs;
        open = true;
        attempt = 0;
        options.onStatus('open');
        for (const channel of [...channels.keys()]) subscribe(channel);
      } else if (message.type === 'data' && message.event) {
        options.onMessage(JSON.parse(message.event) as LiveMessage);
      } else if (message.type === 'connection_error') {
        current.close();
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      open = false;
      clearTimeout(watchdog);
      if (stopped) return;
      attempt += 1;
      options.onStatus('reconnecting');
      retry = setTimeout(connect, reconnectDelayMs(attempt - 1));
    };
  }

  const online = () => {
    if (open || stopped) return;
    clearTimeout(retry);
    connect();
  };
  window.addEventListener('online', online);
  connect();

  return {
    /** Follows a channel from now on, on this connection and every later one. */
    follow(channel: string) {
      if (!channels.has(channel)) subscribe(channel);
    },
    unfollow(channel: string) {
      const id = channels.get(channel);
      channels.delete(channel);
      if (id && open) send({ type: 'unsubscribe', id });
    },
    /** A refreshed token: a new connection signed with it, and every channel subscribed again. */
    tokenChanged() {
      const current = socket;
      socket = null;
      open = false;
      current?.close();
      clearTimeout(retry);
      attempt = 0;
      connect();
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(watchdog);
      window.removeEventListener('online', online);
      socket?.close();
      socket = null;
      options.onStatus('idle');
    },
  };
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;
