import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { toast } from '@web/components/toast/toast-store';
import { endSeries, seriesQueryKey } from './series-api';

/** The host's 'End series': confirmation, then no more games; the coming ones are called off. */
export function EndSeriesDialog({ game, onClose }: { game: Game & { series_id: string }; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const end = async () => {
    const { called_off } = await endSeries(game.series_id);
    void queryClient.invalidateQueries({ queryKey: seriesQueryKey(game.series_id) });
    void queryClient.invalidateQueries({ queryKey: ['games'] });
    void queryClient.invalidateQueries({ queryKey: ['game'] });
    toast({
      title: 'Series ended',
      description:
        called_off === 1 ? 'Its one coming game was called off.' : `Its ${called_off} coming games were called off.`,
      variant: 'success',
    });
    navigate('/host');
  };
  return (
    <ConfirmDialog
      title="End this series?"
      cancel="Keep the series"
      confirm="End series"
      working="Ending..."
      failed="Failed to end the series"
      onConfirm={end}
      onClose={onClose}
    >
      <p>
        No more games of <strong>{game.title}</strong> will be listed. Its coming games, this one included if it has not
        started, are called off: players who asked to join are told, and paid players are refunded. Games already played
        stay as they are.
      </p>
    </ConfirmDialog>
  );
}
