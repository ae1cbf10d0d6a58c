import { type ReactNode, useId } from 'react';
import { COVER_IMAGE } from '@shared/texts/images';
import { localMessage } from '@web/lib/i18n/local-message';
import type { useImageUpload } from '@web/lib/use-image-upload';
import { UploadProgressStatus } from './UploadProgressStatus';

interface ImageFileFieldProps {
  className: string;
  /** The field's upload state, from useImageUpload. */
  upload: ReturnType<typeof useImageUpload>;
  value: string | null;
  error?: string;
  /** The uploaded picture, shown above the input while there is one. */
  preview: (src: string) => ReactNode;
  label: string;
  hint: string;
  progressLabel: string;
  removeLabel: string;
  onRemove: () => void;
}

/** The markup every image field shares: preview, file input with its hint, progress, error and a remove button. */
export function ImageFileField({
  className,
  upload,
  value,
  error,
  preview,
  label,
  hint,
  progressLabel,
  removeLabel,
  onRemove,
}: ImageFileFieldProps) {
  const id = useId();
  const { inputRef, choose, working, progress, failure } = upload;
  // An upload's failure may be the server's or the pipeline's English message: shown in the language spoken.
  const message = failure ? localMessage(failure) : error;
  return (
    <div className={`field ${className}`}>
      {value ? preview(value) : null}
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
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
      {working ? <UploadProgressStatus progress={progress} label={progressLabel} /> : null}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {value && !working ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={onRemove}>
          {removeLabel}
        </button>
      ) : null}
    </div>
  );
}
