import { useEffect, useRef, useState } from 'react';
import type { UploadProgress } from './media-upload';

// The state of one image field (a game's cover, a community's pictures): a chosen file is checked
// in the browser, then sent through the image pipeline (media-upload.ts) while the field shows
// its progress. Choosing again, or leaving the page, cancels the upload under way.

export type ImageUploadState =
  | { step: 'idle' }
  | { step: 'working'; progress: UploadProgress | null }
  | { step: 'failed'; message: string };

export interface ImageUploadOptions {
  /** What is wrong with a chosen file before anything is sent, or null. */
  problemOf: (file: File) => string | null;
  /** Sends the file; resolves to the processed image's /media path. Loaded on use by the caller. */
  upload: (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => Promise<string>;
  onChange: (path: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** Also told of a refused file, after the field shows why (a toast, say). */
  onRefused?: (problem: string) => void;
  /** Also told of a failed upload, after the field shows why. */
  onFailed?: (message: string) => void;
  /** Empty the file input after a refused file too (it is always emptied after an upload). */
  clearRefused?: boolean;
}

const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

export function useImageUpload({
  problemOf,
  upload,
  onChange,
  onBusyChange,
  onRefused,
  onFailed,
  clearRefused = false,
}: ImageUploadOptions) {
  const [state, setState] = useState<ImageUploadState>({ step: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      setState({ step: 'failed', message: problem });
      onRefused?.(problem);
      if (clearRefused && inputRef.current) inputRef.current.value = '';
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'working', progress: null });
    onBusyChange(true);
    try {
      const path = await upload(file, (progress) => setState({ step: 'working', progress }), controller.signal);
      onChange(path);
      setState({ step: 'idle' });
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = failure instanceof Error ? failure.message : UPLOAD_FAILED;
      setState({ step: 'failed', message });
      onFailed?.(message);
    } finally {
      if (abortRef.current === controller) onBusyChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return {
    inputRef,
    choose,
    working: state.step === 'working',
    progress: state.step === 'working' ? state.progress : null,
    /** Why the last file was refused or failed, until the next one is chosen. */
    failure: state.step === 'failed' ? state.message : undefined,
  };
}
