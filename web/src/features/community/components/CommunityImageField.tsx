import { useEffect, useId, useRef, useState } from 'react';
import { UploadProgressStatus } from '@web/components/UploadProgressStatus';
import { toast } from '@web/components/toast/toast-store';
import type { UploadProgress } from '@web/lib/media-upload';
import { COMMUNITY_IMAGE_MESSAGES, COVER_IMAGE } from '@shared/texts/images';
import { communityImageProblem, type ImageMode } from '../image-rules';

type ImageState =
  | { step: 'idle' }
  | { step: 'working'; progress: UploadProgress | null }
  | { step: 'failed'; message: string };

interface CommunityImageFieldProps {
  /** 'Profile image' or 'Cover image'. */
  label: string;
  mode: ImageMode;
  value: string | null;
  error?: string;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks a JPG, PNG or WebP, uploads it through the image pipeline, waits for the processed picture and previews it. */
export function CommunityImageField({ label, mode, value, error, onChange, onBusyChange }: CommunityImageFieldProps) {
  const [state, setState] = useState<ImageState>({ step: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const id = useId();
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = communityImageProblem(file, mode);
    if (problem) {
      setState({ step: 'failed', message: problem });
      // On edit a file over 5 MB is 'File too large', said with the limit.
      const tooLargeOnEdit = problem === COMMUNITY_IMAGE_MESSAGES.editTooLarge;
      toast({
        title: problem,
        description: tooLargeOnEdit ? COMMUNITY_IMAGE_MESSAGES.editTooLargeDescription : undefined,
        variant: 'destructive',
      });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'working', progress: null });
    onBusyChange(true);
    try {
      const { uploadImage } = await import('@web/lib/media-upload');
      const path = await uploadImage(
        '/api/uploads/community-image',
        { purpose: mode },
        file,
        (progress) => setState({ step: 'working', progress }),
        controller.signal,
      );
      onChange(path);
      setState({ step: 'idle' });
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = failure instanceof Error ? failure.message : 'The image could not be uploaded. Please try again.';
      setState({ step: 'failed', message });
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
    } finally {
      if (abortRef.current === controller) onBusyChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const progress = state.step === 'working' ? state.progress : null;
  const message = state.step === 'failed' ? state.message : error;
  const limit = mode === 'create' ? '10 MB' : '5 MB';
  return (
    <div className="field community-image-field">
      {value ? (
        <img className="community-image-preview" src={value} alt={`${label} preview`} width={320} height={180} />
      ) : null}
      <label htmlFor={id}>{value ? `Replace ${label.toLowerCase()}` : `${label} (optional)`}</label>
      <p id={`${id}-hint`} className="field-hint">
        JPG, PNG or WebP, under {limit}. We resize it and remove location data from it.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={COVER_IMAGE.contentTypes.join(',')}
        disabled={state.step === 'working'}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {state.step === 'working' ? <UploadProgressStatus progress={progress} label={`${label} upload`} /> : null}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {value && state.step !== 'working' ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(null)}>
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}
