import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { toast } from '@web/components/toast/toast-store';
import { gameQueryKey } from '@web/lib/games/get-game';
import { deleteGame } from '../api/delete-game';

/** Confirmation, then DELETE: the toast says whether the game was deleted or cancelled. */
export function DeleteGameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = async () => {
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
  };
  return (
    <ConfirmDialog
      title="Delete this game?"
      cancel="Cancel"
      confirm="Delete Game"
      working="Deleting..."
      failed="Failed to delete game"
      onConfirm={remove}
      onClose={onClose}
    >
      <p>
        <strong>{game.title}</strong> will be removed from Discover and search. This cannot be undone. If players have
        already asked to join, the game is cancelled instead and they are told.
      </p>
    </ConfirmDialog>
  );
}
