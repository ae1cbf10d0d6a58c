import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { UploadSigner } from '../upload-ports';

// A presigned POST policy: S3 itself refuses a form whose key, type or size breaks it, so the
// browser can upload straight to the bucket without the API ever holding the bytes.
export function s3UploadSigner(client: S3Client, bucket: string, postUrl: string): UploadSigner {
  return {
    async presignPost({ key, contentType, maxBytes, expiresSeconds }) {
      const { fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key, // an exact { key } condition: the form can't choose another object
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['starts-with', '$Content-Type', 'image/'],
        ],
        // Also an exact condition: the form must declare the type the API was told.
        Fields: { 'Content-Type': contentType },
        Expires: expiresSeconds,
      });
      // The same bucket address the SDK would give, but from the runtime: in AWS the bucket's
      // regional endpoint, locally the app's own origin (/local-s3, proxied to s3rver).
      return { url: postUrl, fields };
    },
  };
}
