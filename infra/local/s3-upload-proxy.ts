import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { localCredentials } from './dynamo-local';
import { LOCAL } from './names';
import { checkPostPolicy, PolicyRefusal, type SizeRange } from './s3-post-policy';

// /local-s3/<bucket>: browsers POST presigned upload forms here, on the app's own origin (as
// they reach the bucket's endpoint in AWS), and the form goes on to s3rver. s3rver ignores the
// policy, so it is enforced here as S3 does: the fields before the file are checked, then the
// file's bytes are counted as they stream in and the upload is refused the moment it passes the
// content-length-range. s3rver only sees a form that passed: cut off half-way, it would store
// the truncated file (and announce it), so the form is held here until its file has ended,
// which the size cap bounds (10 MB for covers); nothing larger is ever held.

/** S3 refuses forms whose fields before the file exceed this (MaxPostPreDataLengthExceeded). */
const MAX_FIELDS_BYTES = 20 * 1024;
/** After a refusal the rest of the body is read and dropped, so the browser gets the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

const secretFor = (accessKeyId: string) =>
  accessKeyId === localCredentials.accessKeyId ? localCredentials.secretAccessKey : undefined;
const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendS3Error(res: ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function proxyUpload(
  req: IncomingMessage,
  res: ServerResponse,
  s3Endpoint: string,
  path: string,
): Promise<void> {
  const bucket = path.replace(/^\/+|\/+$/g, '');
  if (req.method !== 'POST' || !bucket || bucket.includes('/')) {
    sendS3Error(res, 405, 'MethodNotAllowed', 'Only form uploads (POST /local-s3/<bucket>) are accepted here');
    return Promise.resolve();
  }
  const contentType = req.headers['content-type'] ?? '';
  const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) {
    sendS3Error(res, 412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
    return Promise.resolve();
  }

  const gate = new PostPolicyGate(boundary[1] ?? boundary[2]!, (fields) => checkPostPolicy(fields, bucket, secretFor));
  const upstream = httpRequest(new URL(`/${bucket}`, s3Endpoint), { method: 'POST', headers: forwarded(req.headers) });
  let refused = false;
  return new Promise((done) => {
    upstream.on('response', (answer) => {
      res.writeHead(
        answer.statusCode ?? 502,
        answered(answer.headers, s3Endpoint, `http://${req.headers.host}${LOCAL.paths.s3}`),
      );
      answer.pipe(res);
      answer.on('end', () => done());
    });
    upstream.on('error', () => {
      if (refused) return; // destroyed below: the refusal answers
      if (!res.headersSent) sendS3Error(res, 502, 'ServiceUnavailable', 'The local S3 is not answering');
      done();
    });
    gate.on('error', (error) => {
      refused = true;
      req.unpipe(gate);
      upstream.destroy();
      const refusal =
        error instanceof PolicyRefusal ? error : new PolicyRefusal(400, 'MalformedPOSTRequest', String(error));
      drain(req, () => {
        if (!res.headersSent) sendS3Error(res, refusal.status, refusal.code, refusal.message);
        done();
      });
    });
    req.pipe(gate).pipe(upstream);
  });
}

function drain(req: IncomingMessage, then: () => void) {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT_BYTES) {
      then();
      req.destroy();
    }
  });
  req.on('end', then);
  req.on('error', then);
  req.resume();
}

const forwarded = (headers: IncomingHttpHeaders) => ({
  'content-type': headers['content-type']!,
  // The same bytes go on, so the same length holds; without one, Node sends chunked.
  ...(headers['content-length'] ? { 'content-length': headers['content-length'] } : {}),
});

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);
function answered(headers: IncomingHttpHeaders, s3Endpoint: string, publicBase: string) {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  // s3rver's Location names its loopback port; the browser knows the bucket by this proxy.
  if (typeof out.location === 'string') out.location = out.location.replace(s3Endpoint, publicBase);
  return out;
}

/** Fields before the file part, and where the file's bytes start; null until they have all arrived. */
export function parseFormHead(
  head: Buffer,
  boundary: string,
): { fields: Record<string, string>; fileStart: number } | null {
  const dash = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let at = head.indexOf(dash);
  if (at < 0) return null;
  at += dash.length;
  const fields: Record<string, string> = {};
  for (;;) {
    if (head.length < at + 2) return null;
    if (head[at] === 0x2d && head[at + 1] === 0x2d) {
      throw new PolicyRefusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    }
    const headersEnd = head.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0) return null;
    const partHeaders = head.toString('utf8', at + 2, headersEnd);
    const name = /(?:^|;)\s*name="([^"]*)"/im.exec(partHeaders)?.[1] ?? '';
    const bodyStart = headersEnd + 4;
    if (name === 'file') return { fields, fileStart: bodyStart };
    const end = head.indexOf(next, bodyStart);
    if (end < 0) return null;
    fields[name.toLowerCase()] = head.toString('utf8', bodyStart, end);
    at = end + next.length;
  }
}

/** Passes the form on once its fields satisfy the policy and its whole file fits the size range. */
export class PostPolicyGate extends Transform {
  private phase: 'fields' | 'file' | 'rest' = 'fields';
  private head = Buffer.alloc(0);
  /** Everything up to the end of the file, until it is known to pass. */
  private held: Buffer[] = [];
  private readonly delimiter: Buffer;
  private range: SizeRange = { minBytes: 0, maxBytes: 0 };
  /** File-phase bytes already held (they may end with the start of the delimiter). */
  private seen = 0;
  private carry = Buffer.alloc(0);

  constructor(
    private readonly boundary: string,
    private readonly check: (fields: Record<string, string>) => SizeRange,
  ) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    try {
      if (this.phase === 'rest') return done(null, chunk);
      if (this.phase === 'fields') {
        this.head = Buffer.concat([this.head, chunk]);
        const parsed = parseFormHead(this.head, this.boundary);
        if (!parsed) {
          if (this.head.length > MAX_FIELDS_BYTES) {
            throw new PolicyRefusal(
              400,
              'MaxPostPreDataLengthExceeded',
              'Your POST request fields preceding the upload file were too large.',
            );
          }
          return done();
        }
        this.range = this.check(parsed.fields);
        this.phase = 'file';
        this.held.push(this.head.subarray(0, parsed.fileStart));
        chunk = this.head.subarray(parsed.fileStart);
        this.head = Buffer.alloc(0);
      }
      this.held.push(chunk);
      if (this.fileEnds(chunk)) {
        for (const part of this.held.splice(0)) this.push(part);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback) {
    if (this.phase === 'fields')
      return done(new PolicyRefusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.'));
    if (this.phase === 'file')
      return done(
        new PolicyRefusal(
          400,
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
    done();
  }

  /** Whether the file ended in this chunk (with a size in range); throws once it can't fit. */
  private fileEnds(chunk: Buffer): boolean {
    const window = Buffer.concat([this.carry, chunk]);
    const at = window.indexOf(this.delimiter);
    if (at >= 0) {
      const size = this.seen - this.carry.length + at;
      if (size > this.range.maxBytes) throw tooLarge();
      if (size < this.range.minBytes)
        throw new PolicyRefusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      this.phase = 'rest'; // S3 ignores what follows the file
      return true;
    }
    this.seen += chunk.length;
    this.carry = window.subarray(Math.max(0, window.length - (this.delimiter.length - 1)));
    // Whatever is still to come, the file is at least this long.
    if (this.seen - (this.delimiter.length - 1) > this.range.maxBytes) throw tooLarge();
    return false;
  }
}

const tooLarge = () =>
  new PolicyRefusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
