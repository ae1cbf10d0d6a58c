import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Game } from '@shared/schemas/game';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { gameQueryKey } from '@web/lib/games/get-game';
import { callOffForRain } from './call-off-for-rain';
import { richText, t } from './texts';

/** Confirmation, then the call-off: the page stays and shows the game as called off for rain. */
export function CallOffForRainDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();

  const confirm = async () => {
    setBusy(true);
    try {
      await callOffForRain(game.id);
      await queryClient.invalidateQueries({ queryKey: gameQueryKey(game.id) });
      void queryClient.invalidateQueries({ queryKey: ['games'] });
      toast({
        title: t('forecast.done'),
        description: t('forecast.doneText', { title: game.title }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: t('forecast.error'),
        description: error instanceof ApiRequestError && error.message ? error.message : t('forecast.failed'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('forecast.dialog.title')} onClose={onClose} initialFocusRef={keepRef}>
      <p>{richText('forecast.dialog.text', { title: <strong>{game.title}</strong> })}</p>
      <div className="dialog-footer">
        <button ref={keepRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t('forecast.dialog.keep')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('forecast.dialog.working') : t('forecast.callOff')}
        </button>
      </div>
    </Dialog>
  );
}
