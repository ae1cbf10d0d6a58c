import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { Dialog } from '@web/components/Dialog';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { gameQueryKey } from '@web/lib/games/get-game';
import { deleteGame } from '../api/delete-game';

/** Confirmation, then DELETE: the toast says whether the game was deleted or cancelled. */
export function DeleteGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = async () => {
    setBusy(true);
    try {
      const outcome = await deleteGame(game.id);
      queryClient.removeQueries({ queryKey: gameQueryKey(game.id) });
      void queryClient.invalidateQueries({ queryKey: ['games'] });
      toast(
        outcome === 'deleted'
          ? { title: 'Game deleted', description: `${game.title} has been deleted.`, variant: 'success' }
          : {
              title: 'Game cancelled',
              description: `Players had asked to join ${game.title}, so it was cancelled instead of deleted. They will be told.`,
              variant: 'success',
            },
      );
      navigate('/host');
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiRequestError && error.message ? error.message : 'Failed to delete game',
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <Dialog title="Delete this game?" onClose={onClose} initialFocusRef={cancelRef}>
      <p>
        <strong>{game.title}</strong> will be removed from Discover and search. This cannot be undone. If players have
        already asked to join, the game is cancelled instead and they are told.
      </p>
      <div className="dialog-footer">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Game'}
        </button>
      </div>
    </Dialog>
  );
}
