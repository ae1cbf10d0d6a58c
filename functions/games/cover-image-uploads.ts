import {
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_MESSAGES,
  COVER_IMAGE,
  coverImagePaths,
  UPLOAD_MESSAGES,
  type CommunityImageUploadRequest,
  type CoverImageUpload,
  type CoverImageUploadRequest,
} from '@shared/schemas/upload';
import { ForbiddenError } from '../platform/errors';
import type { ProfileRepository } from '@functions/accounts';
import type { UploadSigner } from './upload-ports';

// POST /api/uploads/cover-image: a host gets a one-off form to put one image straight into the
// uploads bucket. The bytes never pass through a Lambda (API Gateway caps bodies at 10 MB and
// bills for the time); the image processor turns them into media.

/** Raw uploads are keyed by uploader, so a key says who sent what (and IAM can be scoped to raw/). */
export const RAW_COVER_PREFIX = 'raw/';
export const rawCoverKey = (userId: string, id: string) => `${RAW_COVER_PREFIX}${userId}/${id}`;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The cover id of a raw key, or null when the key is not one this service hands out. */
export function coverIdOf(key: string): string | null {
  const parts = key.split('/');
  if (parts.length !== 3 || `${parts[0]}/` !== RAW_COVER_PREFIX || !parts[1]) return null;
  return ID.test(parts[2]!) ? parts[2]! : null;
}

export interface CoverImageUploadsDeps {
  profiles: ProfileRepository;
  signer: UploadSigner;
  newId: () => string;
}

/**
 * A host's signed upload into raw/ (the image processor turns it into WebP and JPEG without
 * metadata): who may upload, and how large the request's kind of image may be.
 */
function hostImageUploads<Request extends { content_type: string }>(
  { profiles, signer, newId }: CoverImageUploadsDeps,
  hostsOnly: string,
  maxBytesOf: (request: Request) => number,
) {
  return async (userId: string, request: Request): Promise<CoverImageUpload> => {
    // The role comes from the profile item, never from the request or a token claim the user can edit.
    const profile = await profiles.get(userId);
    if (profile?.role !== 'host') throw new ForbiddenError(hostsOnly);
    const id = newId();
    const upload = await signer.presignPost({
      key: rawCoverKey(userId, id),
      contentType: request.content_type,
      maxBytes: maxBytesOf(request),
      expiresSeconds: COVER_IMAGE.uploadExpiresSeconds,
    });
    return { upload, media_path: coverImagePaths(id).main };
  };
}

export function createCoverImageUploads(deps: CoverImageUploadsDeps) {
  return hostImageUploads<CoverImageUploadRequest>(deps, UPLOAD_MESSAGES.hostsOnly, () => COVER_IMAGE.maxBytes);
}

/**
 * POST /api/uploads/community-image: the same pipeline as covers, with the community forms' limits:
 * 10 MB on create, 5 MB on edit.
 */
export function createCommunityImageUploads(deps: CoverImageUploadsDeps) {
  return hostImageUploads<CommunityImageUploadRequest>(
    deps,
    COMMUNITY_IMAGE_MESSAGES.hostsOnly,
    (request) => COMMUNITY_IMAGE_MAX_BYTES[request.purpose],
  );
}
