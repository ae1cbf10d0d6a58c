import { COMMUNITY_IMAGE_MESSAGES } from '@shared/texts/images';
import { ImageFileField } from '@web/components/ImageFileField';
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
  const upload = useImageUpload({
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

  const limit = mode === 'create' ? '10 MB' : '5 MB';
  return (
    <ImageFileField
      className="community-image-field"
      upload={upload}
      value={value}
      error={error}
      preview={(src) => (
        <img className="community-image-preview" src={src} alt={`${label} preview`} width={320} height={180} />
      )}
      label={value ? `Replace ${label.toLowerCase()}` : `${label} (optional)`}
      hint={`JPG, PNG or WebP, under ${limit}. We resize it and remove location data from it.`}
      progressLabel={`${label} upload`}
      removeLabel={`Remove ${label.toLowerCase()}`}
      onRemove={() => onChange(null)}
    />
  );
}
