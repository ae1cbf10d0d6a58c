import { useId } from 'react';
import { COVER_IMAGE } from '@shared/texts/images';
import { UploadProgressStatus } from '@web/components/UploadProgressStatus';
import { useImageUpload } from '@web/lib/use-image-upload';
import { coverFileProblem } from '../api/cover-rules';

interface CoverImageFieldProps {
  value: string | null;
  error?: string;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks an image, uploads it straight to storage, waits for the processed WebP and previews it. */
export function CoverImageField({ value, error, onChange, onBusyChange }: CoverImageFieldProps) {
  const id = useId();
  const { inputRef, choose, working, progress, failure } = useImageUpload({
    problemOf: coverFileProblem,
    upload: async (file, onProgress, signal) => {
      const { uploadCover } = await import('../api/upload-cover');
      return uploadCover(file, onProgress, signal);
    },
    onChange,
    onBusyChange,
  });

  const message = failure ?? error;
  return (
    <div className="field cover-field">
      {value ? (
        <div className="cover-preview">
          {/* biome-ignore lint/a11y/noRedundantAlt: "cover image" is what the form calls the picture (the field's own label), not a description of the element. */}
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
        disabled={working}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {working ? <UploadProgressStatus progress={progress} label={'Cover image upload'} /> : null}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {value && !working ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(null)}>
          Remove cover image
        </button>
      ) : null}
    </div>
  );
}
