import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit.

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  // Refused before reading when the client says how big it is.
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(`Request body exceeds ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge(`Request body exceeds ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Answers a body over the limit with 413. The rest of the body is drained (up to a bound) so the
 * client, still writing, reads the answer instead of a reset connection.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse) {
  const declared = Number(req.headers['content-length'] ?? 0);
  sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
  if (declared > 64 * 1024 * 1024) req.destroy();
  else req.resume();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, body: string, contentType = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
