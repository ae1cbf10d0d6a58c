import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { s3Client } from '../platform/aws/s3-client';
import { s3MediaStore, s3RawUploads } from './adapters/media-objects';
import { createCoverImageProcessor } from './cover-image-processor';
import { uploadLogger } from '../platform/observability/metrics';
import { once } from '../platform/once';

/** The S3-triggered Lambda: both buckets and the codecs; no table. */
export const coverImageProcessor = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.uploadsBucket, ENV.mediaBucket]);
  return createCoverImageProcessor({
    uploads: s3RawUploads(s3Client(), env.UPLOADS_BUCKET),
    media: s3MediaStore(s3Client(), env.MEDIA_BUCKET),
    log: uploadLogger,
  });
});
