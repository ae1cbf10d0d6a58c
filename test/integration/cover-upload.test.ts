import { beforeAll, describe, expect, inject, it } from 'vitest';
import jpeg from 'jpeg-js';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { COVER_IMAGE, UPLOAD_MESSAGES, type CoverImageUpload } from '@shared/schemas/upload';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { signInLocal } from '../support/local-auth';
import {
  BLUE,
  carriesNoMetadata,
  hasApp1,
  isWebp,
  jpegWithExif,
  near,
  quadrantColour,
  quadrants,
  webpChunks,
} from '../support/test-images';

// A cover image end to end on the local stack, as the browser does it: ask for a form, POST
// the file to the returned url (same origin, /local-s3 → s3rver), wait for the processor (run
// by s3rver's ObjectCreated event) to put the media in place, then read it through /media.
const base = inject('localStackUrl');
const s3 = new S3Client({
  endpoint: inject('s3Endpoint'),
  region: LOCAL.region,
  credentials: localCredentials,
  forcePathStyle: true,
});

let host: string;
let player: string;
beforeAll(async () => {
  host = (await signInLocal(base, 'priya@demo.yaktiv.test', 'Yaktiv2026')).AccessToken;
  player = (await signInLocal(base, 'rahul@demo.yaktiv.test', 'Yaktiv2026')).AccessToken;
});

const presign = (token: string, body: unknown) =>
  fetch(`${base}/api/uploads/cover-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function uploadForm(token: string, contentType: string, size: number): Promise<CoverImageUpload> {
  const response = await presign(token, { content_type: contentType, size });
  expect(response.status).toBe(200);
  return response.json();
}

/** The browser's POST: every field, then the file last. */
function postFile(upload: CoverImageUpload['upload'], file: Uint8Array, type: string, fields = upload.fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), 'cover');
  return fetch(upload.url, { method: 'POST', body: form });
}

async function poll(check: () => Promise<boolean>, timeoutMs = COVER_IMAGE.processingTimeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const rawExists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: LOCAL.buckets.uploads, Key: key })).then(
    () => true,
    () => false,
  );

describe('cover image upload', () => {
  it('turns a phone JPEG with GPS EXIF into upright WebP and JPEG media without metadata, and deletes the raw upload', async () => {
    // Modest on purpose: the local stack runs the processor in its one process, beside other tests.
    const photo = jpegWithExif(quadrants(1200, 800), 6);
    const { upload, media_path } = await uploadForm(host, 'image/jpeg', photo.length);
    // Same origin as the page: the browser needs no CORS locally.
    expect(upload.url).toBe(`${base}${LOCAL.paths.s3}/${LOCAL.buckets.uploads}`);
    expect(media_path).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.webp$/);

    const posted = await postFile(upload, photo, 'image/jpeg');
    expect(posted.status).toBe(204);

    expect(await poll(async () => (await fetch(`${base}${media_path}`, { method: 'HEAD' })).status === 200)).toBe(true);
    const main = await fetch(`${base}${media_path}`);
    expect(main.headers.get('content-type')).toBe('image/webp');
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = new Uint8Array(await main.arrayBuffer());
    expect(isWebp(webp)).toBe(true);
    expect(webpChunks(webp)).not.toContain('EXIF');
    expect(carriesNoMetadata(webp)).toBe(true);

    const fallback = await fetch(`${base}${media_path.replace('.webp', '-400.jpg')}`);
    expect(fallback.status).toBe(200);
    const small = new Uint8Array(await fallback.arrayBuffer());
    expect(hasApp1(small)).toBe(false);
    expect(carriesNoMetadata(small)).toBe(true);
    const decoded = jpeg.decode(small, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([400, 600]);
    expect(near(quadrantColour(decoded, 'top-left'), BLUE)).toBe(true);

    expect(await rawExists(upload.fields.key!)).toBe(false);
  });

  it('deletes a text file posted as an image and never publishes it', async () => {
    const text = Buffer.from('this is not an image, whatever the form says');
    const { upload, media_path } = await uploadForm(host, 'image/jpeg', text.length);
    expect((await postFile(upload, text, 'image/jpeg')).status).toBe(204);
    expect(await poll(async () => !(await rawExists(upload.fields.key!)))).toBe(true);
    expect((await fetch(`${base}${media_path}`)).status).toBe(404);
  });

  it('refuses a file over 10 MB at the POST (content-length-range), so nothing is stored', async () => {
    const { upload, media_path } = await uploadForm(host, 'image/jpeg', COVER_IMAGE.maxBytes);
    const tooBig = new Uint8Array(COVER_IMAGE.maxBytes + 1);
    tooBig.set(jpegWithExif(quadrants(16, 16)));
    const posted = await postFile(upload, tooBig, 'image/jpeg');
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(await rawExists(upload.fields.key!)).toBe(false);
    expect((await fetch(`${base}${media_path}`)).status).toBe(404);
  });

  it('refuses a form whose key or type was changed (the policy is signed)', async () => {
    const photo = jpegWithExif(quadrants(32, 32));
    const { upload } = await uploadForm(host, 'image/jpeg', photo.length);
    const otherKey = await postFile(upload, photo, 'image/jpeg', {
      ...upload.fields,
      key: 'raw/someone-else/0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b',
    });
    expect(otherKey.status).toBe(403);
    expect(await otherKey.text()).toContain('Policy Condition failed');
    const html = await postFile(upload, photo, 'text/html', { ...upload.fields, 'Content-Type': 'text/html' });
    expect(html.status).toBe(403);
  });

  it('answers 403 to a player and 401 without a token', async () => {
    const response = await presign(player, { content_type: 'image/png', size: 100 });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(UPLOAD_MESSAGES.hostsOnly);
    expect((await fetch(`${base}/api/uploads/cover-image`, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('serves /media/<path> from media-bucket key media/<path> only', async () => {
    expect((await fetch(`${base}/media/covers/nope.webp`)).status).toBe(404);
    expect((await fetch(`${base}/media/covers/x.webp`, { method: 'POST' })).status).toBe(405);
  });
});
