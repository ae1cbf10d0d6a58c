import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { removeRegular, seriesRegularsKey, type SeriesRegular } from './regulars-host-api';
import { seriesQueryKey } from './series-api';

/** The host's 'Remove {name} from the regulars?': their coming dates are withdrawn and they are told. */
export function RemoveRegularDialog({
  seriesId,
  regular,
  onClose,
}: {
  seriesId: string;
  regular: SeriesRegular;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = async () => {
    await removeRegular(seriesId, regular.user_id);
    void queryClient.invalidateQueries({ queryKey: seriesRegularsKey(seriesId) });
    void queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) });
    toast({ title: t('regulars.screen.removed', { name: regular.name }), variant: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      title={t('regulars.screen.remove.title', { name: regular.name })}
      cancel={t('regulars.screen.remove.cancel')}
      confirm={t('regulars.screen.remove')}
      working={t('regulars.screen.remove.working')}
      failed={t('regulars.screen.remove.failed')}
      onConfirm={remove}
      onClose={onClose}
    >
      <p>{t('regulars.screen.remove.text', { name: regular.name })}</p>
    </ConfirmDialog>
  );
}
