import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { bundleAll, type BundleResult } from '@infra/bundle';
import { FUNCTIONS } from '@infra/manifest';
import { startS3Local, type S3Local } from '@infra/local/s3-local';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { carriesNoMetadata, isWebp, jpegWithExif, quadrants } from '../support/test-images';

// The deployable artifact itself: the processor's bundle, copied alone into an empty folder (no
// node_modules to fall back on, as in Lambda), loads its WebAssembly from beside index.mjs and
// turns a real upload in s3rver into media, with the env-only credential chain of the bundles.

const spec = FUNCTIONS.find((fn) => fn.s3Uploads)!;
const RAW_KEY = 'raw/user-1/0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b';
let result: BundleResult;
let lambdaDir: string;
let s3: S3Local;
let client: S3Client;

beforeAll(async () => {
  [result] = await bundleAll({ functions: [spec] });
  lambdaDir = mkdtempSync(join(tmpdir(), 'yaktiv-lambda-'));
  cpSync(join(result.outfile, '..'), lambdaDir, { recursive: true });
  s3 = await startS3Local({ directory: mkdtempSync(join(tmpdir(), 'yaktiv-s3-')) });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: LOCAL.region,
    credentials: localCredentials,
    forcePathStyle: true,
  });
  Object.assign(process.env, {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    UPLOADS_BUCKET: LOCAL.buckets.uploads,
    MEDIA_BUCKET: LOCAL.buckets.media,
  });
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  rmSync(lambdaDir, { recursive: true, force: true });
});

describe('the process-cover-image bundle', () => {
  it('is one minified ESM file within budget, plus the two WebP codecs', () => {
    expect(readdirSync(lambdaDir).sort()).toEqual(['index.mjs', 'webp_dec.wasm', 'webp_enc.wasm']);
    expect(result.bytes).toBeLessThanOrEqual(500 * 1024);
    expect(result.assets.map((a) => a.file).sort()).toEqual(['webp_dec.wasm', 'webp_enc.wasm']);
    for (const asset of result.assets) expect(statSync(join(lambdaDir, asset.file)).size).toBe(asset.bytes);
  });

  it('carries only the environment link of the credential chain', () => {
    const code = readFileSync(join(lambdaDir, 'index.mjs'), 'utf8');
    expect(code.includes('AWS_SECRET_ACCESS_KEY')).toBe(true);
    // SSO, web identity and credential_process links of the default chain are gone.
    for (const other of ['sso_start_url', 'AWS_WEB_IDENTITY_TOKEN_FILE', 'credential_process'])
      expect(code.includes(other), other).toBe(false);
  });

  it('processes an upload on its own', async () => {
    const photo = jpegWithExif(quadrants(1000, 700), 6);
    await client.send(
      new PutObjectCommand({ Bucket: LOCAL.buckets.uploads, Key: RAW_KEY, Body: photo, ContentType: 'image/jpeg' }),
    );
    const { handler } = (await import(pathToFileURL(join(lambdaDir, 'index.mjs')).href)) as {
      handler: (event: unknown) => Promise<void>;
    };
    await handler({
      Records: [
        {
          eventName: 'ObjectCreated:Post',
          s3: { bucket: { name: LOCAL.buckets.uploads }, object: { key: RAW_KEY, size: photo.length } },
        },
      ],
    });

    const main = await client.send(
      new GetObjectCommand({
        Bucket: LOCAL.buckets.media,
        Key: 'media/covers/0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b.webp',
      }),
    );
    expect(main.ContentType).toBe('image/webp');
    const bytes = await main.Body!.transformToByteArray();
    expect(isWebp(bytes)).toBe(true);
    expect(carriesNoMetadata(bytes)).toBe(true);
    await expect(client.send(new HeadObjectCommand({ Bucket: LOCAL.buckets.uploads, Key: RAW_KEY }))).rejects.toThrow();
  }, 60_000);
});
