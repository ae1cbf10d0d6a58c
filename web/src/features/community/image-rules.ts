import { LIMITS } from '@shared/constants';

// Community pictures (spec §5, §8): JPG, PNG or WebP; under 10 MB when creating, 5 MB when editing.
export const COMMUNITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_TYPE_MESSAGE = 'Please select a JPG, PNG, or WebP image';
export const IMAGE_SIZE_MESSAGE = {
  create: 'Please select an image smaller than 10MB',
  edit: 'File too large',
} as const;

export type ImageMode = keyof typeof IMAGE_SIZE_MESSAGE;

/** What is wrong with a chosen file before anything is sent, or null. */
export function communityImageProblem(file: { type: string; size: number }, mode: ImageMode): string | null {
  if (!(COMMUNITY_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  // The server takes exactly the limit too; only above it is refused.
  if (file.size <= 0 || file.size > LIMITS.communityImageMaxBytes[mode]) return IMAGE_SIZE_MESSAGE[mode];
  return null;
}
