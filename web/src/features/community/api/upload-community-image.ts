import { uploadImage, type UploadProgress } from '@web/lib/media-upload';
import type { ImageMode } from '../image-rules';

// Loaded when a file is chosen; the form's first paint only needs image-rules.ts.

/** POST /api/uploads/community-image (10 MB on create, 5 MB on edit) → storage → the processed picture's /media path. */
export const uploadCommunityImage = (
  mode: ImageMode,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> => uploadImage('/api/uploads/community-image', { purpose: mode }, file, onProgress, signal);
