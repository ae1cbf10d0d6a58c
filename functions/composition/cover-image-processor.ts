import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { s3Client } from '../adapters/aws/s3-client';
import { s3MediaStore, s3RawUploads } from '../adapters/aws/media-objects';
import { createCoverImageProcessor } from '../services/cover-image-processor';
import { uploadLogger } from './observability';
import { once } from './once';

/** The S3-triggered Lambda: both buckets and the codecs; no table. */
export const coverImageProcessor = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.uploadsBucket, ENV.mediaBucket]);
  return createCoverImageProcessor({
    uploads: s3RawUploads(s3Client(), env.UPLOADS_BUCKET),
    media: s3MediaStore(s3Client(), env.MEDIA_BUCKET),
    log: uploadLogger,
  });
});
