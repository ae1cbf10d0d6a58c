import { useSkipGame } from '@web/lib/regulars/regulars-api';
import { toast } from '../toast/toast-store';
import { toastRegularFailure } from './regular-errors';
import { t } from './texts';

/**
 * A regular's one-tap 'Skip this game' (or, once skipped, 'I'm in after all'). The server holds the
 * cut-off; a tap after it is refused in the server's words.
 */
export function SkipGameButton({
  gameId,
  seriesId,
  skipped,
  className = 'btn btn-secondary btn-small',
  gameTitle,
}: {
  gameId: string;
  seriesId: string | null | undefined;
  skipped: boolean;
  className?: string;
  /** Told to screen readers when several cards each have a skip button. */
  gameTitle?: string;
}) {
  const skip = useSkipGame(gameId, seriesId);
  const toggle = () =>
    skip.mutate(!skipped, {
      onSuccess: ({ skipped: now }) =>
        toast({
          title: now ? t('regulars.skipped') : t('regulars.unskipped'),
          description: now ? t('regulars.skippedToast') : undefined,
          variant: 'success',
        }),
      onError: toastRegularFailure,
    });
  return (
    <button type="button" className={className} disabled={skip.isPending} aria-busy={skip.isPending} onClick={toggle}>
      {skip.isPending ? t('regulars.working') : skipped ? t('regulars.unskip') : t('regulars.skip')}
      {gameTitle ? <span className="visually-hidden"> {gameTitle}</span> : null}
    </button>
  );
}
