import { ImageFileField } from '@web/components/ImageFileField';
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
  const upload = useImageUpload({
    problemOf: coverFileProblem,
    upload: async (file, onProgress, signal) => {
      const { uploadCover } = await import('../api/upload-cover');
      return uploadCover(file, onProgress, signal);
    },
    onChange,
    onBusyChange,
  });

  return (
    <ImageFileField
      className="cover-field"
      upload={upload}
      value={value}
      error={error}
      preview={(src) => (
        <div className="cover-preview">
          {/* biome-ignore lint/a11y/noRedundantAlt: "cover image" is what the form calls the picture (the field's own label), not a description of the element. */}
          <img src={src} alt="Cover image preview" width={800} height={450} />
        </div>
      )}
      label={value ? 'Replace cover image' : 'Choose a cover image (optional)'}
      hint="JPG, PNG or WebP, up to 10 MB. We resize it and remove location data from it."
      progressLabel="Cover image upload"
      removeLabel="Remove cover image"
      onRemove={() => onChange(null)}
    />
  );
}
