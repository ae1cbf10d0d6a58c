import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { pickEncoding, type ContentEncoding } from './accept-encoding';

// JSON answers leave the function compressed when the client accepts it (decision 035). API
// Gateway's HTTP API does not compress, and CloudFront compresses only what its cache policy may
// cache, which the API's behaviour never does. A list of 100 games is ~90 kB of JSON and ~5 kB
// of brotli: on a phone's slow link that is most of Discover's wait.

/** Smaller answers gain less than the encoding costs (CloudFront's own floor is 1,000 bytes). */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli at 4: gzip's speed (~0.5 ms for 90 kB) with ~10 % fewer bytes. */
const ANSWER_BROTLI_QUALITY = 4;

/** The body in the coding the client prefers of brotli (at `brotliQuality`) and gzip, else as it is. */
export function encodedBody(
  body: string | Buffer,
  acceptEncoding: string | undefined,
  brotliQuality: number,
): { encoding: ContentEncoding; bytes: string | Buffer } {
  const encoding = pickEncoding(acceptEncoding, ['br', 'gzip']);
  if (encoding === 'br')
    return {
      encoding,
      bytes: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    };
  if (encoding === 'gzip') return { encoding, bytes: gzipSync(body) };
  return { encoding, bytes: body };
}

/** An answer as handlers build it (http.ts's HttpResult, which imports this file). */
interface PlainAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export function compressedAnswer(
  event: { headers?: Record<string, string | undefined> },
  answer: PlainAnswer,
): APIGatewayProxyResultV2 {
  if (
    !answer.headers['content-type']?.startsWith('application/json') ||
    Buffer.byteLength(answer.body) < COMPRESS_MIN_BYTES
  )
    return answer;
  const { encoding, bytes } = encodedBody(answer.body, event.headers?.['accept-encoding'], ANSWER_BROTLI_QUALITY);
  // Whatever was chosen, a cache between must keep the encodings apart.
  const headers = { ...answer.headers, vary: 'Accept-Encoding' };
  if (encoding === 'identity') return { ...answer, headers };
  return {
    statusCode: answer.statusCode,
    headers: { ...headers, 'content-encoding': encoding },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}
