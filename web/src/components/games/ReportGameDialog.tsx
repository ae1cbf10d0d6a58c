import { useRef, useState } from 'react';
import { REPORT_MESSAGES, REPORT_REASON_MAX } from '@shared/texts/game-reports';
import { apiRequest, ApiRequestError } from '@web/lib/api-client';
import { localMessage } from '@web/lib/i18n/local-message';
import { isRecord, isString } from '@web/lib/shape-check';
import { Dialog, SubmitFooter } from '../Dialog';
import { Field, useForm } from '../form';
import { toast } from '../toast/toast-store';
import { t } from './texts';

/** Records a report for the moderators (POST /api/games/{id}/reports). */
export function ReportGameDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const form = useForm();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  const handleSubmit = form.submit(async () => {
    if (!reason.trim()) {
      form.showErrors({ reason: REPORT_MESSAGES.reasonRequired });
      return;
    }
    try {
      const answer = await apiRequest(`/api/games/${encodeURIComponent(gameId)}/reports`, {
        method: 'POST',
        body: { reason: reason.trim() },
      });
      const message = isRecord(answer) && isString(answer.message) ? answer.message : REPORT_MESSAGES.received;
      toast({ title: t('game.reportDialog.sent'), description: localMessage(message), variant: 'success' });
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : t('game.reportDialog.failed');
      if (failure instanceof ApiRequestError && failure.field === 'reason') form.showErrors({ reason: message });
      else toast({ title: t('game.reportDialog.error'), description: localMessage(message), variant: 'destructive' });
    }
  });

  return (
    <Dialog title={t('game.reportDialog.title')} onClose={onClose} initialFocusRef={fieldRef}>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <Field label={t('game.reportDialog.label')} error={form.errors.reason}>
          <textarea
            ref={fieldRef}
            name="reason"
            rows={4}
            maxLength={REPORT_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <p className="field-hint">{t('game.reportDialog.hint')}</p>
        <SubmitFooter onCancel={onClose} busy={form.busy} busyLabel={t('game.reportDialog.sending')}>
          {t('game.reportDialog.send')}
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
