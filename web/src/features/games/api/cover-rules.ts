import { COVER_IMAGE } from '@shared/texts/images';

// A cover may be "any image", narrowed to what the image processor decodes; the presigned POST enforces both.
// The field says the problem in the language spoken (gameform.cover.wrongType / tooBig).
export type CoverFileProblem = 'wrongType' | 'tooBig';

export type { UploadProgress as CoverProgress } from '@web/lib/media-upload';

/** What is wrong with a chosen file before anything is sent, or null. */
export function coverFileProblem(file: { type: string; size: number }): CoverFileProblem | null {
  if (!(COVER_IMAGE.contentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > COVER_IMAGE.maxBytes || file.size <= 0) return 'tooBig';
  return null;
}
