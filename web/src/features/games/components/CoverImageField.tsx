import { ImageFileField } from '@web/components/ImageFileField';
import { useImageUpload } from '@web/lib/use-image-upload';
import { coverFileProblem } from '../api/cover-rules';
import { t } from '../game-form-texts';

interface CoverImageFieldProps {
  value: string | null;
  error?: string;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks an image, uploads it straight to storage, waits for the processed WebP and previews it. */
export function CoverImageField({ value, error, onChange, onBusyChange }: CoverImageFieldProps) {
  const upload = useImageUpload({
    problemOf: (file) => {
      const problem = coverFileProblem(file);
      return problem && t(`gameform.cover.${problem}`);
    },
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
          <img src={src} alt={t('gameform.cover.previewAlt')} width={800} height={450} />
        </div>
      )}
      label={value ? t('gameform.cover.replace') : t('gameform.cover.choose')}
      hint={t('gameform.cover.hint')}
      progressLabel={t('gameform.cover.progress')}
      removeLabel={t('gameform.cover.remove')}
      onRemove={() => onChange(null)}
    />
  );
}
