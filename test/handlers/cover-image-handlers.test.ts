import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import type { HttpEvent } from '@functions/platform/http/http';
import { COVER_IMAGE, UPLOAD_MESSAGES } from '@shared/schemas/upload';
import { carriesNoMetadata, isWebp, jpegWithExif, quadrants } from '../support/test-images';
import { setHandlerEnv } from '../support/handler-env';

// Both cover-image Lambdas against mocked AWS: the upload form (DynamoDB for the role, the
// presigned POST computed from the role's credentials) and the S3-triggered processor (S3 Get,
// Put, Delete).
setHandlerEnv({
  UPLOADS_BUCKET: 'test-uploads',
  MEDIA_BUCKET: 'test-media',
  UPLOADS_URL: 'https://test-uploads.s3.ap-south-1.amazonaws.com',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
});
const doc = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

let postUpload: (e: HttpEvent) => Promise<any>;
let processImage: (e: S3Event) => Promise<void>;
beforeAll(async () => {
  postUpload = (await import('@functions/games/handlers/post-cover-image-upload')).handler as any;
  processImage = (await import('@functions/games/handlers/process-cover-image')).handler;
});
beforeEach(() => {
  doc.reset();
  s3.reset();
});

const profileItem = (role: string) => ({
  pk: 'USER#user-1',
  sk: 'PROFILE',
  type: 'profile',
  userId: 'user-1',
  name: 'Priya',
  role,
  profileSetupCompleted: true,
  createdAt: 'x',
  updatedAt: 'x',
});
const httpEvent = (
  body: unknown,
  sub: string | null = 'user-1',
  headers: Record<string, string> = { host: 'api.example.com' },
): HttpEvent =>
  ({
    rawPath: '/api/uploads/cover-image',
    headers,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      domainName: 'api.example.com',
      ...(sub ? { authorizer: { jwt: { claims: { sub, token_use: 'access' } } } } : {}),
    },
  }) as unknown as HttpEvent;

describe('POST /api/uploads/cover-image', () => {
  it("gives a host a presigned POST for raw/<sub>/<uuid>, limited to images and 10 MB, and the cover's media path", async () => {
    doc.on(GetCommand).resolves({ Item: profileItem('host') });
    const result = await postUpload(httpEvent({ content_type: 'image/jpeg', size: 2_000_000 }));
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body);
    expect(body.upload.url).toBe('https://test-uploads.s3.ap-south-1.amazonaws.com/');
    const id = /^raw\/user-1\/([0-9a-f-]{36})$/.exec(body.upload.fields.key)?.[1];
    expect(id).toBeDefined();
    expect(body.media_path).toBe(`/media/covers/${id}.webp`);
    expect(body.upload.fields).toMatchObject({
      'Content-Type': 'image/jpeg',
      bucket: 'test-uploads',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });

    const policy = JSON.parse(Buffer.from(body.upload.fields.Policy, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, COVER_IMAGE.maxBytes],
        ['starts-with', '$Content-Type', 'image/'],
        { key: `raw/user-1/${id}` },
        { bucket: 'test-uploads' },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - Date.now();
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(600_000);
    // The role is read from the profile item of the token's subject; no S3 call is made to sign.
    expect(doc.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ pk: 'USER#user-1', sk: 'PROFILE' });
    expect(s3.calls()).toHaveLength(0);
  });

  it('answers 403 to a player', async () => {
    doc.on(GetCommand).resolves({ Item: profileItem('player') });
    const result = await postUpload(httpEvent({ content_type: 'image/png', size: 10 }));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body).message).toBe(UPLOAD_MESSAGES.hostsOnly);
  });

  it.each([
    [{ content_type: 'image/svg+xml', size: 10 }, 'content_type', UPLOAD_MESSAGES.contentType],
    [{ content_type: 'image/jpeg', size: COVER_IMAGE.maxBytes + 1 }, 'size', UPLOAD_MESSAGES.size],
    [{ content_type: 'image/jpeg', size: 0 }, 'size', UPLOAD_MESSAGES.empty],
    [{ content_type: 'image/jpeg', size: 1, key: 'raw/other' }, 'key', 'Unknown field: key'],
  ])('answers 400 for %j', async (body, field, message) => {
    doc.on(GetCommand).resolves({ Item: profileItem('host') });
    const result = await postUpload(httpEvent(body));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ field, message });
  });

  it('answers 401 without verified claims', async () => {
    expect((await postUpload(httpEvent({ content_type: 'image/jpeg', size: 1 }, null))).statusCode).toBe(401);
  });
});

describe('POST /api/uploads/cover-image on the local stack', () => {
  it('makes the same-origin upload path absolute with the Host the browser used', async () => {
    vi.resetModules();
    process.env.UPLOADS_URL = '/local-s3/test-uploads';
    try {
      const fresh = (await import('@functions/games/handlers/post-cover-image-upload')).handler as typeof postUpload;
      doc.on(GetCommand).resolves({ Item: profileItem('host') });
      const result = await fresh(
        httpEvent({ content_type: 'image/webp', size: 10 }, 'user-1', { host: '192.168.1.20:3000' }),
      );
      expect(JSON.parse(result.body).upload.url).toBe('http://192.168.1.20:3000/local-s3/test-uploads');
      // Behind the Vite dev server's proxy the page's origin is the forwarded one.
      const proxied = await fresh(
        httpEvent({ content_type: 'image/webp', size: 10 }, 'user-1', {
          host: 'localhost:3000',
          'x-forwarded-host': 'localhost:5173',
        }),
      );
      expect(JSON.parse(proxied.body).upload.url).toBe('http://localhost:5173/local-s3/test-uploads');
    } finally {
      process.env.UPLOADS_URL = 'https://test-uploads.s3.ap-south-1.amazonaws.com';
    }
  });
});

const RAW_KEY = 'raw/user-1/0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b';
const s3Event = (key = RAW_KEY, eventName = 'ObjectCreated:Post'): S3Event =>
  ({
    Records: [{ eventName, s3: { bucket: { name: 'test-uploads' }, object: { key, size: 1 } } }],
  }) as unknown as S3Event;
const body = (bytes: Uint8Array) => ({ transformToByteArray: async () => bytes, destroy: () => {} }) as never;

describe('process-cover-image', () => {
  it('reads the raw upload, writes seven media objects (main last) and deletes the upload', async () => {
    const photo = jpegWithExif(quadrants(900, 600), 6);
    s3.on(GetObjectCommand).resolves({ Body: body(photo), ContentLength: photo.length });
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    await processImage(s3Event());

    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'test-uploads', Key: RAW_KEY });
    const puts = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
    const id = RAW_KEY.split('/')[2];
    expect(puts.map((p) => p.Key)).toEqual([
      ...[400, 800, 1200].flatMap((w) => [`media/covers/${id}-${w}.webp`, `media/covers/${id}-${w}.jpg`]),
      `media/covers/${id}.webp`,
    ]);
    for (const put of puts) {
      expect(put.Bucket).toBe('test-media');
      expect(put.CacheControl).toBe('public, max-age=31536000, immutable');
      expect(put.ContentType).toBe(put.Key!.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(carriesNoMetadata(put.Body as Uint8Array)).toBe(true);
    }
    expect(isWebp(puts.at(-1)!.Body as Uint8Array)).toBe(true);
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'test-uploads', Key: RAW_KEY },
    ]);
  }, 30_000);

  it('deletes a text file without writing media', async () => {
    const text = Buffer.from('definitely not a picture');
    s3.on(GetObjectCommand).resolves({ Body: body(text), ContentLength: text.length });
    s3.on(DeleteObjectCommand).resolves({});
    await processImage(s3Event());
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('deletes an object over 10 MB without downloading it', async () => {
    let read = false;
    s3.on(GetObjectCommand).resolves({
      Body: {
        transformToByteArray: async () => {
          read = true;
          return new Uint8Array();
        },
        destroy: () => {},
      } as never,
      ContentLength: COVER_IMAGE.maxBytes + 1,
    });
    s3.on(DeleteObjectCommand).resolves({});
    await processImage(s3Event());
    expect(read).toBe(false);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });

  it('does nothing when a repeated delivery finds the upload already gone', async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    await processImage(s3Event());
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('decodes URL-encoded keys and ignores other event types', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'gone', $metadata: { httpStatusCode: 404 } }));
    await processImage(s3Event(RAW_KEY.replace(/\//g, '%2F')));
    await processImage(s3Event(RAW_KEY, 'ObjectRemoved:Delete'));
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual([RAW_KEY]);
  });

  it('throws when S3 fails, so Lambda retries and then dead-letters the event', async () => {
    s3.on(GetObjectCommand).rejects(new Error('InternalError'));
    await expect(processImage(s3Event())).rejects.toThrow('InternalError');
  });
});
