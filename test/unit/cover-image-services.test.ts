import { describe, expect, it } from 'vitest';
import { COVER_IMAGE, UPLOAD_MESSAGES } from '@shared/schemas/upload';
import type { Profile } from '@shared/schemas/profile';
import { createCoverImageProcessor, MEDIA_CACHE_CONTROL } from '@functions/games/cover-image-processor';
import { coverIdOf, createCoverImageUploads, rawCoverKey } from '@functions/games/cover-image-uploads';
import { ForbiddenError } from '@functions/platform/errors';
import type { ProfileRepository } from '@functions/accounts/ports';
import type { Logger, MediaStore, RawObject, RawUploads, UploadSigner } from '@functions/games/upload-ports';
import { carriesNoMetadata, jpegWithExif, quadrants } from '../support/test-images';
import { bareProfile } from '../support/record-defaults';

// The two cover-image use cases with in-memory ports: who may get an upload form, and what
// the processor writes, deletes and refuses.

const ID = '0b9c1f8e-3a4d-4e5f-8a6b-7c8d9e0f1a2b';
const profile = (role: Profile['role']): Profile => ({
  id: 'user-1',
  name: 'Priya',
  ...bareProfile(),
  role,
  profile_setup_completed: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const profiles = (p: Profile | null): ProfileRepository => ({ get: async () => p, save: async () => true });

describe('cover image upload forms', () => {
  const signed: Parameters<UploadSigner['presignPost']>[0][] = [];
  const signer: UploadSigner = {
    presignPost: async (input) => {
      signed.push(input);
      return { url: '/local-s3/uploads', fields: { key: input.key } };
    },
  };

  it('gives a host a form for raw/<their id>/<new id> and the media path the game will keep', async () => {
    const uploads = createCoverImageUploads({ profiles: profiles(profile('host')), signer, newId: () => ID });
    const answer = await uploads('user-1', { content_type: 'image/png', size: 1234 });
    expect(answer).toEqual({
      upload: { url: '/local-s3/uploads', fields: { key: `raw/user-1/${ID}` } },
      media_path: `/media/covers/${ID}.webp`,
    });
    expect(signed.at(-1)).toEqual({
      key: `raw/user-1/${ID}`,
      contentType: 'image/png',
      maxBytes: COVER_IMAGE.maxBytes,
      expiresSeconds: 600,
    });
  });

  it('refuses players and users without a profile', async () => {
    for (const who of [profile('player'), null]) {
      const uploads = createCoverImageUploads({ profiles: profiles(who), signer, newId: () => ID });
      await expect(uploads('user-1', { content_type: 'image/jpeg', size: 10 })).rejects.toThrow(
        new ForbiddenError(UPLOAD_MESSAGES.hostsOnly),
      );
    }
  });

  it('knows its own keys and nothing else', () => {
    expect(coverIdOf(rawCoverKey('user-1', ID))).toBe(ID);
    for (const key of [`raw/${ID}`, `raw/a/b/${ID}`, `media/user-1/${ID}`, 'raw/user-1/not-a-uuid', `raw//${ID}`])
      expect(coverIdOf(key), key).toBeNull();
  });
});

function fakeStores(objects: Record<string, RawObject>) {
  const written: { key: string; body: Uint8Array; contentType: string; cacheControl: string }[] = [];
  const deleted: string[] = [];
  const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const uploads: RawUploads = {
    read: async (key) => objects[key] ?? null,
    delete: async (key) => {
      deleted.push(key);
      delete objects[key];
    },
  };
  const media: MediaStore = { put: async (key, body, meta) => void written.push({ key, body, ...meta }) };
  const log: Logger = {
    info: (message, fields) => void logged.push({ level: 'info', message, fields }),
    warn: (message, fields) => void logged.push({ level: 'warn', message, fields }),
  };
  return { process: createCoverImageProcessor({ uploads, media, log }), written, deleted, logged };
}

describe('the cover image processor', () => {
  const key = rawCoverKey('user-1', ID);
  const photo = jpegWithExif(quadrants(640, 480), 1);

  it('writes every variant then the main image under media/covers/, long-cached, and deletes the raw upload', async () => {
    const { process, written, deleted } = fakeStores({ [key]: { body: photo, size: photo.length } });
    expect(await process(key)).toBe('processed');
    expect(written.map((w) => w.key)).toEqual([
      `media/covers/${ID}-400.webp`,
      `media/covers/${ID}-400.jpg`,
      `media/covers/${ID}-800.webp`,
      `media/covers/${ID}-800.jpg`,
      `media/covers/${ID}-1200.webp`,
      `media/covers/${ID}-1200.jpg`,
      `media/covers/${ID}.webp`,
    ]);
    for (const w of written) {
      expect(w.contentType).toBe(w.key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(w.cacheControl).toBe(MEDIA_CACHE_CONTROL);
      expect(carriesNoMetadata(w.body)).toBe(true);
    }
    expect(deleted).toEqual([key]);
  }, 30_000);

  it('deletes what is not an image, writes nothing and says why', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { process, written, deleted, logged } = fakeStores({ [key]: { body: svg, size: svg.length } });
    expect(await process(key)).toBe('rejected');
    expect(written).toEqual([]);
    expect(deleted).toEqual([key]);
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'cover image rejected',
      fields: { key, reason: expect.stringMatching(/magic bytes/) },
    });
  });

  it('deletes an object over the cap without reading it', async () => {
    const { process, written, deleted } = fakeStores({ [key]: { tooLarge: true, size: COVER_IMAGE.maxBytes + 1 } });
    expect(await process(key)).toBe('rejected');
    expect(written).toEqual([]);
    expect(deleted).toEqual([key]);
  });

  it('does nothing when a repeated delivery finds the upload gone', async () => {
    const { process, written, deleted } = fakeStores({});
    expect(await process(key)).toBe('gone');
    expect([written, deleted]).toEqual([[], []]);
  });

  it('leaves alone keys it never handed out', async () => {
    const { process, deleted } = fakeStores({ 'raw/elsewhere.txt': { body: photo, size: photo.length } });
    expect(await process('raw/elsewhere.txt')).toBe('ignored');
    expect(deleted).toEqual([]);
  });

  it('lets storage failures throw (Lambda retries, then the dead-letter queue)', async () => {
    const failing = createCoverImageProcessor({
      uploads: { read: async () => ({ body: photo, size: photo.length }), delete: async () => {} },
      media: { put: async () => Promise.reject(new Error('SlowDown')) },
      log: { info: () => {}, warn: () => {} },
    });
    await expect(failing(key)).rejects.toThrow('SlowDown');
  }, 30_000);
});
