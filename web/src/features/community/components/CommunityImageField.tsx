import { useId } from 'react';
import { COMMUNITY_IMAGE_MESSAGES, COVER_IMAGE } from '@shared/texts/images';
import { UploadProgressStatus } from '@web/components/UploadProgressStatus';
import { toast } from '@web/components/toast/toast-store';
import { useImageUpload } from '@web/lib/use-image-upload';
import { communityImageProblem, type ImageMode } from '../image-rules';

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
  const id = useId();
  const { inputRef, choose, working, progress, failure } = useImageUpload({
    problemOf: (file) => communityImageProblem(file, mode),
    upload: async (file, onProgress, signal) => {
      const { uploadCommunityImage } = await import('../api/upload-community-image');
      return uploadCommunityImage(mode, file, onProgress, signal);
    },
    onChange,
    onBusyChange,
    onRefused: (problem) =>
      toast({
        title: problem,
        // On edit a file over 5 MB is 'File too large', said with the limit.
        description:
          problem === COMMUNITY_IMAGE_MESSAGES.editTooLarge
            ? COMMUNITY_IMAGE_MESSAGES.editTooLargeDescription
            : undefined,
        variant: 'destructive',
      }),
    onFailed: (message) => toast({ title: 'Upload failed', description: message, variant: 'destructive' }),
    clearRefused: true,
  });

  const message = failure ?? error;
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
        disabled={working}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {working ? <UploadProgressStatus progress={progress} label={`${label} upload`} /> : null}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {value && !working ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(null)}>
          Remove {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}
