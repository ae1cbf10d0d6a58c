import { randomUUID } from 'node:crypto';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { s3Client } from '../platform/aws/s3-client';
import { s3UploadSigner } from './adapters/upload-signer';
import { createCommunityImageUploads, createCoverImageUploads } from './cover-image-uploads';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** The signing Lambda: the profile (for the role) and the presigner; no image code. */
export const coverImageUploads = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.uploadsBucket, ENV.uploadsUrl]);
  return createCoverImageUploads({
    profiles: dynamoProfileRepository(table().db, table().name),
    signer: s3UploadSigner(s3Client(), env.UPLOADS_BUCKET, env.UPLOADS_URL),
    newId: randomUUID,
  });
});

/** The community image signer: the same deps, the community limits. */
export const communityImageUploads = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.uploadsBucket, ENV.uploadsUrl]);
  return createCommunityImageUploads({
    profiles: dynamoProfileRepository(table().db, table().name),
    signer: s3UploadSigner(s3Client(), env.UPLOADS_BUCKET, env.UPLOADS_URL),
    newId: randomUUID,
  });
});
