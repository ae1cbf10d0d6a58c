import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

// Just enough of RFC 6455 for the live-update stand-in: the opening handshake, text frames both
// ways, ping/pong and close. No extensions (compression): browsers work without them, and a
// stand-in with no dependency is one less thing to keep up to date.

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE = { continuation: 0x0, text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface WebSocketPeer {
  sendText(text: string): void;
  close(code?: number, reason?: string): void;
  readonly open: boolean;
}

export interface WebSocketHandlers {
  onText(text: string): void;
  onClose(): void;
}

/** The subprotocols the client offered (Sec-WebSocket-Protocol), in order. */
export const offeredProtocols = (req: IncomingMessage) =>
  String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** Refuses an upgrade with an HTTP status before any WebSocket byte is sent. */
export function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : (() => {
            const big = Buffer.alloc(10);
            big[0] = 0x80 | opcode;
            big[1] = 127;
            big.writeBigUInt64BE(BigInt(length), 2);
            return big;
          })();
  return Buffer.concat([header, payload]);
}

/** The first whole frame in `buffered` (unmasked), and what follows it; null until one has arrived. */
export function parseFrame(buffered: Buffer): { fin: boolean; opcode: number; payload: Buffer; rest: Buffer } | null {
  if (buffered.length < 2) return null;
  const fin = (buffered[0]! & 0x80) !== 0;
  const opcode = buffered[0]! & 0x0f;
  const masked = (buffered[1]! & 0x80) !== 0;
  let length = buffered[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffered.length < 4) return null;
    length = buffered.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffered.length < 10) return null;
    length = Number(buffered.readBigUInt64BE(2));
    offset = 10;
  }
  const maskOffset = offset;
  if (masked) offset += 4;
  if (buffered.length < offset + length) return null;
  const payload = Buffer.from(buffered.subarray(offset, offset + length));
  if (masked) for (let i = 0; i < payload.length; i++) payload[i]! ^= buffered[maskOffset + (i % 4)]!;
  return { fin, opcode, payload, rest: buffered.subarray(offset + length) };
}

/** Completes the handshake with `protocol` and reads the client's frames into `handlers`. */
export function acceptWebSocket(
  req: IncomingMessage,
  socket: Duplex,
  protocol: string,
  handlers: WebSocketHandlers,
): WebSocketPeer {
  const key = String(req.headers['sec-websocket-key'] ?? '');
  const accept = createHash('sha1').update(`${key}${HANDSHAKE_GUID}`).digest('base64');
  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${accept}`,
      `Sec-WebSocket-Protocol: ${protocol}`,
      '',
      '',
    ].join('\r\n'),
  );
  let open = true;
  let buffered: Buffer = Buffer.alloc(0);
  let message: Buffer[] = [];
  const peer: WebSocketPeer = {
    get open() {
      return open;
    },
    sendText(text) {
      if (open) socket.write(frame(OPCODE.text, Buffer.from(text)));
    },
    close(code = 1000, reason = '') {
      if (!open) return;
      open = false;
      const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
      payload.writeUInt16BE(code, 0);
      payload.write(reason, 2);
      socket.end(frame(OPCODE.close, payload));
      handlers.onClose();
    },
  };
  const readFrames = () => {
    for (let next = parseFrame(buffered); next; next = parseFrame(buffered)) {
      const { fin, opcode, payload } = next;
      buffered = next.rest;
      if (opcode === OPCODE.close) return peer.close();
      if (opcode === OPCODE.ping) {
        socket.write(frame(OPCODE.pong, payload));
        continue;
      }
      if (opcode === OPCODE.text || opcode === OPCODE.continuation) {
        message.push(payload);
        if (fin) {
          const text = Buffer.concat(message).toString('utf8');
          message = [];
          handlers.onText(text);
        }
      }
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    readFrames();
  });
  const gone = () => {
    if (!open) return;
    open = false;
    handlers.onClose();
  };
  socket.on('close', gone);
  socket.on('error', gone);
  return peer;
}
