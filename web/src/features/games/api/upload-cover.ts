import { uploadImage } from '@web/lib/media-upload';
import type { CoverProgress } from './cover-rules';

// Loaded when a file is chosen; the form's first paint only needs cover-rules.ts.
export { uploadForm, waitUntilReady } from '@web/lib/media-upload';

/** POST /api/uploads/cover-image → direct POST to storage → wait for the processed WebP → its /media path. */
export const uploadCover = (
  file: File,
  onProgress: (progress: CoverProgress) => void,
  signal?: AbortSignal,
): Promise<string> => uploadImage('/api/uploads/cover-image', {}, file, onProgress, signal);
