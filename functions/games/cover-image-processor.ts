import { COVER_IMAGE } from '@shared/schemas/upload';
import { coverIdOf } from './cover-image-uploads';
import { NotAnImageError, renderCoverVariants } from './images/cover-variants';
import type { Logger, MediaStore, RawUploads } from './upload-ports';

// S3 ObjectCreated on raw/ → media/covers/. Delivered at least once: a second delivery finds
// the raw object gone and does nothing, and rewriting the same media keys is harmless.

/** Media keys start with media/ so CloudFront's /media/* path is the key. */
export const coverMediaKey = (id: string, suffix: string) => `media/covers/${id}${suffix}`;
/** Keys hold a random id, so a file never changes: browsers and CloudFront may keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type ProcessOutcome = 'processed' | 'rejected' | 'gone' | 'ignored';

export interface CoverImageProcessorDeps {
  uploads: RawUploads;
  media: MediaStore;
  log: Logger;
}

export function createCoverImageProcessor({ uploads, media, log }: CoverImageProcessorDeps) {
  const reject = async (key: string, reason: string): Promise<ProcessOutcome> => {
    await uploads.delete(key);
    log.warn('cover image rejected', { key, reason });
    return 'rejected';
  };

  return async function processCoverImage(key: string): Promise<ProcessOutcome> {
    const id = coverIdOf(key);
    if (!id) {
      log.warn('not a cover upload key; left alone', { key });
      return 'ignored';
    }
    const raw = await uploads.read(key, COVER_IMAGE.maxBytes);
    if (!raw) {
      log.info('raw upload already gone (processed by an earlier delivery)', { key });
      return 'gone';
    }
    // The presigned POST's content-length-range refuses these in AWS; checked again here because
    // a policy is only as good as the store that enforces it (s3rver doesn't).
    if ('tooLarge' in raw) return reject(key, `${raw.size} bytes is over the ${COVER_IMAGE.maxBytes}-byte limit`);

    let files: Awaited<ReturnType<typeof renderCoverVariants>>;
    try {
      files = await renderCoverVariants(raw.body);
    } catch (error) {
      if (error instanceof NotAnImageError) return reject(key, error.message);
      throw error; // anything else is ours: retry, then the dead-letter queue
    }
    // In order: the main image last, so a browser polling for it finds every variant in place.
    for (const file of files) {
      await media.put(coverMediaKey(id, file.suffix), file.body, {
        contentType: file.contentType,
        cacheControl: MEDIA_CACHE_CONTROL,
      });
    }
    await uploads.delete(key);
    const main = files.at(-1)!;
    log.info('cover image processed', { key, id, width: main.width, height: main.height, files: files.length });
    return 'processed';
  };
}
