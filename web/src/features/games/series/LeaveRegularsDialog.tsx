import { ConfirmDialog } from '@web/components/ConfirmDialog';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { leaveRegulars, useRefreshRegular } from '@web/lib/regulars/regulars-api';

/** 'Leave regulars?': no more dates for this player; their coming ones are withdrawn and refunded. */
export function LeaveRegularsDialog({
  seriesId,
  gameId,
  title,
  onClose,
}: {
  seriesId: string;
  gameId: string;
  title: string;
  onClose: () => void;
}) {
  const refresh = useRefreshRegular();
  const leave = async () => {
    await leaveRegulars(seriesId);
    refresh(seriesId, gameId);
    toast({ title: t('regulars.left'), variant: 'success' });
    onClose();
  };
  return (
    <ConfirmDialog
      title={t('regulars.leave.title')}
      cancel={t('regulars.leave.cancel')}
      confirm={t('regulars.leave')}
      working={t('regulars.leave.working')}
      failed={t('regulars.leave.failed')}
      onConfirm={leave}
      onClose={onClose}
    >
      <p>{t('regulars.leave.text', { title })}</p>
    </ConfirmDialog>
  );
}
