import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { LocalS3Notifications, notificationKey, type S3Notification } from '@infra/local/aws/s3-notifications';
import { checkPostPolicy, PolicyRefusal } from '@infra/local/s3-post-policy';
import { parseFormHead, PostPolicyGate } from '@infra/local/s3-upload-proxy';
import type { FunctionSpec } from '@infra/manifest';

// The local S3 stand-ins: the browser-POST policy that s3rver ignores (checked here as S3 does)
// and the bucket notifications that drive the upload processor.

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const secretFor = (id: string) => (id === 'local' ? 'local' : undefined);
const client = new S3Client({
  region: 'ap-south-1',
  credentials,
  endpoint: 'http://127.0.0.1:1',
  forcePathStyle: true,
});
const KEY = 'raw/user-1/0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b';

async function signedFields(over: { expires?: number; key?: string } = {}) {
  const { fields } = await createPresignedPost(client, {
    Bucket: 'uploads',
    Key: over.key ?? KEY,
    Conditions: [
      ['content-length-range', 1, 100],
      ['starts-with', '$Content-Type', 'image/'],
    ],
    Fields: { 'Content-Type': 'image/jpeg' },
    Expires: over.expires ?? 600,
  });
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyRefusal);
    return {
      status: (error as PolicyRefusal).status,
      code: (error as PolicyRefusal).code,
      message: (error as Error).message,
    };
  }
  throw new Error('not refused');
};

describe('the presigned POST policy, checked locally as S3 does', () => {
  it("accepts the SDK's own form and returns its size range", async () => {
    expect(checkPostPolicy(await signedFields(), 'uploads', secretFor)).toEqual({ minBytes: 1, maxBytes: 100 });
  });

  it('refuses another key, another type, another bucket', async () => {
    const fields = await signedFields();
    expect(
      refusal(() => checkPostPolicy({ ...fields, key: 'raw/someone-else/x' }, 'uploads', secretFor)),
    ).toMatchObject({ status: 403, code: 'AccessDenied', message: expect.stringContaining('"key"') });
    expect(
      refusal(() => checkPostPolicy({ ...fields, 'content-type': 'text/html' }, 'uploads', secretFor)).message,
    ).toContain('Content-Type');
    expect(refusal(() => checkPostPolicy(fields, 'media', secretFor)).message).toContain('bucket');
  });

  it('refuses a tampered policy, a bad signature, an unknown key, an expired form, an extra field', async () => {
    const fields = await signedFields();
    const policy = JSON.parse(Buffer.from(fields.policy!, 'base64').toString());
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 1e9] : c,
    );
    const tampered = { ...fields, policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect(refusal(() => checkPostPolicy(tampered, 'uploads', secretFor)).code).toBe('SignatureDoesNotMatch');
    expect(refusal(() => checkPostPolicy({ ...fields, 'x-amz-signature': '00' }, 'uploads', secretFor)).code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(refusal(() => checkPostPolicy(fields, 'uploads', () => undefined)).code).toBe('InvalidAccessKeyId');
    expect(
      refusal(() => checkPostPolicy(fields, 'uploads', secretFor, new Date(Date.now() + 3600_000))).message,
    ).toMatch(/expired/);
    expect(refusal(() => checkPostPolicy({ ...fields, acl: 'public-read' }, 'uploads', secretFor)).message).toMatch(
      /Extra input fields: acl/,
    );
    const { policy: _, ...unsigned } = fields;
    expect(refusal(() => checkPostPolicy(unsigned, 'uploads', secretFor)).code).toBe('AccessDenied');
  });
});

const BOUNDARY = '----yaktiv-test';
function form(fields: Record<string, string>, file: Buffer) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Streams a body through the gate in small chunks; what got through, or the refusal. */
async function throughGate(body: Buffer, range = { minBytes: 1, maxBytes: 100 }, chunk = 7) {
  const passed: Buffer[] = [];
  const seenFields: Record<string, string>[] = [];
  const gate = new PostPolicyGate(BOUNDARY, (fields) => {
    seenFields.push(fields);
    return range;
  });
  const chunks = Array.from({ length: Math.ceil(body.length / chunk) }, (_, i) =>
    body.subarray(i * chunk, (i + 1) * chunk),
  );
  const sink = new Writable({
    write: (c, _e, done) => {
      passed.push(c);
      done();
    },
  });
  const error = await pipeline(Readable.from(chunks), gate, sink).then(
    () => null,
    (e: unknown) => e as PolicyRefusal,
  );
  return { passed: Buffer.concat(passed), error, fields: seenFields[0] };
}

describe('the local upload gate', () => {
  it('reads the fields before the file and passes the whole form on when the file fits', async () => {
    const body = form({ key: KEY, Policy: 'abc' }, Buffer.alloc(100, 1));
    const { passed, error, fields } = await throughGate(body);
    expect(error).toBeNull();
    expect(fields).toEqual({ key: KEY, policy: 'abc' });
    expect(passed.equals(body)).toBe(true);
  });

  it('cuts off a file one byte over the range, and refuses an empty one', async () => {
    const tooBig = await throughGate(form({ key: KEY }, Buffer.alloc(101, 1)));
    expect(tooBig.error).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    // Nothing of a refused form reaches s3rver (it would store a truncated file).
    expect(tooBig.passed.length).toBe(0);
    expect((await throughGate(form({ key: KEY }, Buffer.alloc(0)))).error).toMatchObject({ code: 'EntityTooSmall' });
  });

  it('refuses a huge upload as soon as it passes the cap, long before its end', async () => {
    let read = 0;
    const body = form({ key: KEY }, Buffer.alloc(5000, 1));
    const gate = new PostPolicyGate(BOUNDARY, () => ({ minBytes: 1, maxBytes: 100 }));
    const refused = new Promise((resolve) => gate.on('error', resolve));
    for (let at = 0; at < body.length && gate.listenerCount('error') && !gate.destroyed; at += 64) {
      read += 64;
      gate.write(body.subarray(at, at + 64));
      await new Promise((r) => setImmediate(r));
    }
    expect(await refused).toMatchObject({ code: 'EntityTooLarge' });
    expect(read).toBeLessThan(400);
    const { error, passed } = await throughGate(body, undefined, 64);
    expect(error).toMatchObject({ code: 'EntityTooLarge' });
    expect(passed.length).toBe(0);
  });

  it('refuses a form without a file', async () => {
    expect(() =>
      parseFormHead(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\nk\r\n--${BOUNDARY}--\r\n`),
        BOUNDARY,
      ),
    ).toThrow(/exactly one file/);
  });
});

describe('local S3 notifications', () => {
  const processor: FunctionSpec = {
    name: 'process',
    entry: 'x.ts',
    description: '',
    env: [],
    s3Uploads: { prefix: 'raw/' },
  };
  const record = (eventName: string, bucket: string, key: string) => ({
    eventName,
    s3: { bucket: { name: bucket }, object: { key, size: 1 } },
  });

  it('invokes the processor for objects created under its prefix in the uploads bucket only, one record each', async () => {
    const got: S3Notification[] = [];
    const notifications = new LocalS3Notifications(
      [processor],
      'uploads',
      async (_, event) => void got.push(event),
      null,
    );
    notifications.publish({
      Records: [
        record('ObjectCreated:Post', 'uploads', 'raw/u/a b'),
        record('ObjectCreated:Put', 'uploads', 'other/x'),
        record('ObjectCreated:Put', 'media', 'raw/u/b'),
        record('ObjectRemoved:Delete', 'uploads', 'raw/u/c'),
      ],
    });
    await notifications.idle();
    expect(got).toHaveLength(1);
    expect(got[0]!.Records[0]!.s3.object.key).toBe('raw/u/a+b');
    expect(notificationKey('raw/u/ä%')).toBe('raw/u/%C3%A4%25');
  });

  it('retries a failing processor, then dead-letters the event', async () => {
    let calls = 0;
    const notifications = new LocalS3Notifications(
      [processor],
      'uploads',
      async () => {
        calls++;
        throw new Error('boom');
      },
      null,
    );
    notifications.publish({ Records: [record('ObjectCreated:Post', 'uploads', 'raw/u/a')] });
    await notifications.idle();
    expect(calls).toBe(4);
    expect(notifications.deadLetters).toMatchObject([{ consumer: 'process', error: 'Error: boom' }]);
  }, 10_000);
});
