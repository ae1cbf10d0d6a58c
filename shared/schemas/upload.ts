// zod/mini: the upload-signing Lambda carries the S3 client, the presigner and DynamoDB; the
// classic build (~80 kB) would push it over the 500 kB budget of a Lambda bundle.
import * as z from 'zod/mini';
import { LIMITS } from '../constants';

/** Cover images: what a browser may upload and what the processor makes of it. */
export const COVER_IMAGE = {
  /** The presigned POST refuses bigger files; the processor checks again. */
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Widths of the resized variants; an image narrower than one keeps its own width (never upscaled). */
  widths: [400, 800, 1200] as const,
  /** How long the presigned POST stays valid. */
  uploadExpiresSeconds: 600,
  /** How long the browser polls media_path for the processed image before giving up. */
  processingTimeoutMs: 20_000,
} as const;

export type CoverImageContentType = (typeof COVER_IMAGE.contentTypes)[number];

export const UPLOAD_MESSAGES = {
  hostsOnly: 'Only hosts can upload cover images. Become a host to publish games.',
  contentType: 'Please choose a JPEG, PNG or WebP image',
  size: 'Image must be 10 MB or smaller',
  empty: 'The image file is empty',
  processingFailed: "We couldn't process that image. Please try another one.",
} as const;

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

/** Community images: the same pipeline as covers, with the community forms' own limits and texts. */
export const COMMUNITY_IMAGE_MESSAGES = {
  hostsOnly: 'Only hosts can upload community images.',
  contentType: 'Please select a JPG, PNG, or WebP image',
  createTooLarge: 'Please select an image smaller than 10MB',
  editTooLarge: 'File too large',
  editTooLargeDescription: 'Please select an image smaller than 5MB',
  empty: 'The image file is empty',
} as const;

export const COMMUNITY_IMAGE_MAX_BYTES = LIMITS.communityImageMaxBytes;

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
