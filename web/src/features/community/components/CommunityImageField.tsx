import { COMMUNITY_IMAGE_MESSAGES } from '@shared/texts/images';
import { ImageFileField } from '@web/components/ImageFileField';
import { toast } from '@web/components/toast/toast-store';
import { useImageUpload } from '@web/lib/use-image-upload';
import { localMessage } from '@web/lib/i18n/local-message';
import { t } from '../form-texts';
import { communityImageProblem, type ImageMode } from '../image-rules';

interface CommunityImageFieldProps {
  /** The profile picture or the cover. */
  kind: 'profile' | 'cover';
  mode: ImageMode;
  value: string | null;
  error?: string;
  onChange: (path: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks a JPG, PNG or WebP, uploads it through the image pipeline, waits for the processed picture and previews it. */
export function CommunityImageField({ kind, mode, value, error, onChange, onBusyChange }: CommunityImageFieldProps) {
  const upload = useImageUpload({
    problemOf: (file) => {
      const problem = communityImageProblem(file, mode);
      return problem && localMessage(problem);
    },
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
          problem === localMessage(COMMUNITY_IMAGE_MESSAGES.editTooLarge)
            ? COMMUNITY_IMAGE_MESSAGES.editTooLargeDescription
            : undefined,
        variant: 'destructive',
      }),
    onFailed: (message) =>
      toast({ title: t('communityform.image.uploadFailed'), description: message, variant: 'destructive' }),
    clearRefused: true,
  });

  const limit = mode === 'create' ? '10 MB' : '5 MB';
  return (
    <ImageFileField
      className="community-image-field"
      upload={upload}
      value={value}
      error={error}
      preview={(src) => (
        <img
          className="community-image-preview"
          src={src}
          alt={t(`communityform.image.${kind}.preview`)}
          width={320}
          height={180}
        />
      )}
      label={value ? t(`communityform.image.${kind}.replace`) : t(`communityform.image.${kind}.choose`)}
      hint={t('communityform.image.hint', { limit })}
      progressLabel={t(`communityform.image.${kind}.progress`)}
      removeLabel={t(`communityform.image.${kind}.remove`)}
      onRemove={() => onChange(null)}
    />
  );
}
