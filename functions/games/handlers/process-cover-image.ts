import type { S3Event } from 'aws-lambda';
import { coverImageProcessor } from '../cover-image-processor-client';

// S3 ObjectCreated under raw/ (infra/manifest.ts `s3Uploads`). A throw makes Lambda retry the
// delivery and then park it in the function's dead-letter queue; rejections don't throw.
export const handler = async (event: S3Event) => {
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    // Keys arrive URL-encoded, with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await coverImageProcessor()(key);
  }
};
