import { COMMUNITY_IMAGE_MAX_BYTES, COMMUNITY_IMAGE_MESSAGES, COVER_IMAGE } from '@shared/texts/images';

// Community pictures: JPG, PNG or WebP; under 10 MB when creating, 5 MB when editing.
const SIZE_MESSAGE = {
  create: COMMUNITY_IMAGE_MESSAGES.createTooLarge,
  edit: COMMUNITY_IMAGE_MESSAGES.editTooLarge,
} as const;

export type ImageMode = keyof typeof COMMUNITY_IMAGE_MAX_BYTES;

/** What is wrong with a chosen file before anything is sent, or null. */
export function communityImageProblem(file: { type: string; size: number }, mode: ImageMode): string | null {
  if (!(COVER_IMAGE.contentTypes as readonly string[]).includes(file.type)) return COMMUNITY_IMAGE_MESSAGES.contentType;
  // The server takes exactly the limit too; only above it is refused.
  if (file.size <= 0 || file.size > COMMUNITY_IMAGE_MAX_BYTES[mode]) return SIZE_MESSAGE[mode];
  return null;
}
