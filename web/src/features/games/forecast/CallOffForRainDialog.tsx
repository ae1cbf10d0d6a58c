import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Game } from '@shared/schemas/game';
import { CALLED_OFF_FOR_RAIN } from '@shared/texts/rain-out';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { gameQueryKey } from '@web/lib/games/get-game';
import { callOffForRain } from './call-off-for-rain';

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
        title: CALLED_OFF_FOR_RAIN,
        description: `Everyone who asked to join ${game.title} is being told, and every paid player is refunded in full.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Error',
        description:
          error instanceof ApiRequestError && error.message
            ? error.message
            : 'Failed to call off the game. Check your connection and try again.',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog title="Call off for rain?" onClose={onClose} initialFocusRef={keepRef}>
      <p>
        <strong>{game.title}</strong> will be cancelled for rain. Everyone who asked to join is told, and every player
        who paid gets a full refund, whatever the cancellation policy. This cannot be undone.
      </p>
      <div className="dialog-footer">
        <button ref={keepRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Keep the game
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Calling off...' : 'Call off for rain'}
        </button>
      </div>
    </Dialog>
  );
}
