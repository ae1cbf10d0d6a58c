import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Game } from '@shared/schemas/game';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { toast } from '@web/components/toast/toast-store';
import { endSeries, seriesQueryKey } from './series-api';
import { richText, t } from './texts';

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
      title: t('series.end.done'),
      description:
        called_off === 1 ? t('series.end.calledOffOne') : t('series.end.calledOffMany', { count: called_off }),
      variant: 'success',
    });
    navigate('/host');
  };
  return (
    <ConfirmDialog
      title={t('series.end.title')}
      cancel={t('series.end.cancel')}
      confirm={t('series.end.menu')}
      working={t('series.end.working')}
      failed={t('series.end.failed')}
      onConfirm={end}
      onClose={onClose}
    >
      <p>{richText('series.end.text', { title: <strong>{game.title}</strong> })}</p>
    </ConfirmDialog>
  );
}
