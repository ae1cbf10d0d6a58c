// zod/mini: the upload-signing Lambda carries the S3 client, the presigner and DynamoDB; the
// classic build (~80 kB) would push it over the 500 kB budget of a Lambda bundle.
import * as z from 'zod/mini';
import { COMMUNITY_IMAGE_MAX_BYTES, COMMUNITY_IMAGE_MESSAGES, COVER_IMAGE, UPLOAD_MESSAGES } from '../texts/images';

// The limits and messages are written in shared/texts/images.ts, which has no zod, so the
// browser's image fields can read them; they are re-exported here for the server.
export {
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_MESSAGES,
  COVER_IMAGE,
  UPLOAD_MESSAGES,
} from '../texts/images';
export type { CoverImageContentType } from '../texts/images';

/** POST /api/uploads/cover-image body. */
export const coverImageUploadRequestSchema = z.strictObject({
  content_type: z.enum(COVER_IMAGE.contentTypes, { error: UPLOAD_MESSAGES.contentType }),
  size: z
    .int({ error: UPLOAD_MESSAGES.size })
    .check(
      z.minimum(1, { error: UPLOAD_MESSAGES.empty }),
      z.maximum(COVER_IMAGE.maxBytes, { error: UPLOAD_MESSAGES.size }),
    ),
});
export type CoverImageUploadRequest = z.infer<typeof coverImageUploadRequestSchema>;

/**
 * The answer: POST the file as the last field of a multipart form to `upload.url` with every
 * one of `upload.fields`, then poll GET `media_path` until 200 and save the game with
 * `cover_image: media_path`. Variants: `/media/covers/<id>-<w>.webp|.jpg` for each width.
 */
export const coverImageUploadSchema = z.object({
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
  media_path: z.string(),
});
export type CoverImageUpload = z.infer<typeof coverImageUploadSchema>;

/** Media paths of one processed cover, as the browser requests them (CloudFront /media/*). */
export const coverImagePaths = (id: string) => ({
  main: `/media/covers/${id}.webp`,
  variants: COVER_IMAGE.widths.map((width) => ({
    width,
    webp: `/media/covers/${id}-${width}.webp`,
    jpeg: `/media/covers/${id}-${width}.jpg`,
  })),
});

/**
 * POST /api/uploads/community-image body. `purpose` picks the limit: 10 MB on create, 5 MB on
 * edit. The answer is the cover answer: presigned POST and media_path.
 */
export const communityImageUploadRequestSchema = z
  .strictObject({
    purpose: z.enum(['create', 'edit']),
    content_type: z.enum(COVER_IMAGE.contentTypes, { error: COMMUNITY_IMAGE_MESSAGES.contentType }),
    size: z
      .int({ error: COMMUNITY_IMAGE_MESSAGES.empty })
      .check(z.minimum(1, { error: COMMUNITY_IMAGE_MESSAGES.empty })),
  })
  .check(
    z.refine((r) => r.size <= COMMUNITY_IMAGE_MAX_BYTES[r.purpose], {
      error: (issue) =>
        (issue.input as { purpose: string }).purpose === 'edit'
          ? COMMUNITY_IMAGE_MESSAGES.editTooLarge
          : COMMUNITY_IMAGE_MESSAGES.createTooLarge,
      path: ['size'],
    }),
  );
export type CommunityImageUploadRequest = z.infer<typeof communityImageUploadRequestSchema>;
