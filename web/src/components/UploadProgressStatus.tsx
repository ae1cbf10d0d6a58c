import type { UploadProgress } from '../lib/media-upload';
import { t } from './editor-texts';

/** What an image upload is doing (sending, then waiting for the processor), read out as a status. */
export function UploadProgressStatus({ progress, label }: { progress: UploadProgress | null; label: string }) {
  return (
    <div className="cover-progress" role="status">
      <progress max={100} value={progress?.phase === 'uploading' ? progress.percent : undefined} aria-label={label} />
      <span>
        {progress?.phase === 'processing'
          ? t('editor.processing', {
              seconds: progress.seconds ? t('editor.processingSeconds', { seconds: progress.seconds }) : '',
            })
          : t('editor.uploading', { percent: progress?.phase === 'uploading' ? `${progress.percent}%` : '' })}
      </span>
    </div>
  );
}
