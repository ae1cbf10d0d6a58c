import { LIMITS } from '../constants';

// What the browser may upload as a picture and what it is told, without zod: the image fields
// check a file before sending it and show the same texts the server answers with.

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
