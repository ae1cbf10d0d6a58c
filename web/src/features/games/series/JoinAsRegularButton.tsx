import { lazy, useState } from 'react';
import type { Game } from '@shared/schemas/game';
import { LazyWhen } from '@web/components/LazyWhen';
import { toastRegularFailure } from '@web/components/regulars/regular-errors';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { askToBeRegular, useRefreshRegular } from '@web/lib/regulars/regulars-api';

const RegularJoinDialog = lazy(() =>
  import('./RegularJoinDialog').then((module) => ({ default: module.RegularJoinDialog })),
);

/** 'Join as a regular': one tap when the series asks nothing, else the questions first. */
export function JoinAsRegularButton({ seriesId, game }: { seriesId: string; game: Game }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshRegular();
  const ask = async () => {
    setBusy(true);
    try {
      await askToBeRegular(seriesId, {});
      toast({ title: t('regulars.asked'), description: t('regulars.askedText'), variant: 'success' });
    } catch (error) {
      toastRegularFailure(error);
    } finally {
      refresh(seriesId);
      setBusy(false);
    }
  };
  const hasQuestions = game.questions.length > 0;
  return (
    <>
      <p className="field-hint">{t('regulars.joinHint')}</p>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-haspopup={hasQuestions ? 'dialog' : undefined}
        onClick={() => (hasQuestions ? setOpen(true) : void ask())}
      >
        {busy ? t('regulars.dialog.sending') : t('regulars.join')}
      </button>
      <LazyWhen when={open}>
        <RegularJoinDialog seriesId={seriesId} game={game} onClose={() => setOpen(false)} />
      </LazyWhen>
    </>
  );
}
