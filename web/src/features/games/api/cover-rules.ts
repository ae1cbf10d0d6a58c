import { COVER_IMAGE } from '@shared/texts/images';

// A cover may be "any image", narrowed to what the image processor decodes; the presigned POST enforces both.
export const COVER_TYPE_MESSAGE = 'Please select a JPG, PNG, or WebP image';
export const COVER_SIZE_MESSAGE = 'Please select an image smaller than 10MB';

export type { UploadProgress as CoverProgress } from '@web/lib/media-upload';

/** What is wrong with a chosen file before anything is sent, or null. */
export function coverFileProblem(file: { type: string; size: number }): string | null {
  if (!(COVER_IMAGE.contentTypes as readonly string[]).includes(file.type)) return COVER_TYPE_MESSAGE;
  if (file.size > COVER_IMAGE.maxBytes || file.size <= 0) return COVER_SIZE_MESSAGE;
  return null;
}
