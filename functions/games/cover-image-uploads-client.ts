import { randomUUID } from 'node:crypto';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { dynamoProfileRepository } from '@functions/accounts/public-storage';
import { s3Client } from '../platform/aws/s3-client';
import { s3UploadSigner } from './adapters/upload-signer';
import { createCommunityImageUploads, createCoverImageUploads } from './cover-image-uploads';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** What both signers need: the profile (for the role), the presigner, and new object ids; no image code. */
const uploadDeps = () => {
  const env = readEnv([ENV.uploadsBucket, ENV.uploadsUrl]);
  return {
    profiles: dynamoProfileRepository(table().db, table().name),
    signer: s3UploadSigner(s3Client(), env.UPLOADS_BUCKET, env.UPLOADS_URL),
    newId: randomUUID,
  };
};

/** The signing Lambda for game cover images. */
export const coverImageUploads = /* @__PURE__ */ once(() => createCoverImageUploads(uploadDeps()));

/** The community image signer: the same deps, the community limits. */
export const communityImageUploads = /* @__PURE__ */ once(() => createCommunityImageUploads(uploadDeps()));
