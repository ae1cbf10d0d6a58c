import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { toast } from '@web/components/toast/toast-store';
import { gameQueryKey } from '@web/lib/games/get-game';
import { deleteGame } from '../api/delete-game';
import { richText, t } from '../host-menu-texts';

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
        ? {
            title: t('hostmenu.deleted.title'),
            description: t('hostmenu.deleted.detail', { title: game.title }),
            variant: 'success',
          }
        : {
            title: t('hostmenu.cancelled.title'),
            description: t('hostmenu.cancelled.detail', { title: game.title }),
            variant: 'success',
          },
    );
    navigate('/host');
  };
  return (
    <ConfirmDialog
      title={t('hostmenu.deleteDialog.title')}
      cancel={t('hostmenu.deleteDialog.cancel')}
      confirm={t('hostmenu.delete')}
      working={t('hostmenu.deleteDialog.working')}
      failed={t('hostmenu.deleteDialog.failed')}
      onConfirm={remove}
      onClose={onClose}
    >
      <p>{richText('hostmenu.deleteDialog.body', { title: <strong>{game.title}</strong> })}</p>
    </ConfirmDialog>
  );
}
