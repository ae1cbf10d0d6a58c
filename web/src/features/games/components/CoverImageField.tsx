import { useEffect, useId, useRef, useState } from 'react';
import { UploadProgressStatus } from '@web/components/UploadProgressStatus';
import { COVER_IMAGE } from '@shared/texts/images';
import { coverFileProblem, type CoverProgress } from '../api/cover-rules';

type CoverState =
  | { step: 'idle' }
  | { step: 'working'; progress: CoverProgress | null }
  | { step: 'failed'; message: string };

interface CoverImageFieldProps {
  value: string | null;
  error?: string;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks an image, uploads it straight to storage, waits for the processed WebP and previews it. */
export function CoverImageField({ value, error, onChange, onBusyChange }: CoverImageFieldProps) {
  const [state, setState] = useState<CoverState>({ step: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const id = useId();
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverFileProblem(file);
    if (problem) {
      setState({ step: 'failed', message: problem });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'working', progress: null });
    onBusyChange(true);
    try {
      const { uploadCover } = await import('../api/upload-cover');
      const path = await uploadCover(file, (progress) => setState({ step: 'working', progress }), controller.signal);
      onChange(path);
      setState({ step: 'idle' });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setState({
        step: 'failed',
        message: failure instanceof Error ? failure.message : 'The image could not be uploaded. Please try again.',
      });
    } finally {
      if (abortRef.current === controller) onBusyChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const progress = state.step === 'working' ? state.progress : null;
  const message = state.step === 'failed' ? state.message : error;
  return (
    <div className="field cover-field">
      {value ? (
        <div className="cover-preview">
          <img src={value} alt="Cover image preview" width={800} height={450} />
        </div>
      ) : null}
      <label htmlFor={id}>{value ? 'Replace cover image' : 'Choose a cover image (optional)'}</label>
      <p id={`${id}-hint`} className="field-hint">
        JPG, PNG or WebP, up to 10 MB. We resize it and remove location data from it.
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
      {state.step === 'working' ? <UploadProgressStatus progress={progress} label={'Cover image upload'} /> : null}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {value && state.step !== 'working' ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(null)}>
          Remove cover image
        </button>
      ) : null}
    </div>
  );
}
