import { useRef, useState } from 'react';
import { REVIEW_REPORT_MESSAGES, REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '@shared/texts/review-reports';
import { Dialog, SubmitFooter } from '@web/components/Dialog';
import { Field, Options, useForm } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { localMessage } from '@web/lib/i18n/local-message';
import { reportReview } from '../api/report-review';
import { t } from '../texts';

interface ReportReviewDialogProps {
  communityId: string;
  reviewer: { id: string; name: string };
  /** The report is on record (sent now, or sent before): the review can't be reported again. */
  onReported: () => void;
  onClose: () => void;
}

/** The owner's report of one review: a reason from a short list and an optional note. */
export function ReportReviewDialog({ communityId, reviewer, onReported, onClose }: ReportReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const form = useForm();
  const reasonRef = useRef<HTMLSelectElement>(null);

  const handleSubmit = form.submit(async () => {
    if (!reason) {
      form.showErrors({ reason: REVIEW_REPORT_MESSAGES.reasonRequired });
      return;
    }
    try {
      const message = await reportReview(communityId, reviewer.id, { reason, note });
      toast({ title: t('community.report.sent'), description: message, variant: 'success' });
      onReported();
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : t('community.report.failed');
      if (failure instanceof ApiRequestError && failure.status === 409) onReported();
      if (failure instanceof ApiRequestError && failure.field === 'note') form.showErrors({ note: message });
      else toast({ title: t('community.report.notSent'), description: message, variant: 'destructive' });
    }
  });

  return (
    <Dialog title={t('community.report.title', { name: reviewer.name })} onClose={onClose} initialFocusRef={reasonRef}>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <Field label={t('community.report.why')} error={form.errors.reason}>
          <select
            ref={reasonRef}
            name="reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              form.clearErrors('reason');
            }}
          >
            <option value="">{t('community.report.choose')}</option>
            <Options items={REVIEW_REPORT_REASONS} idOf={(r) => r.value} labelOf={(r) => localMessage(r.label)} />
          </select>
        </Field>
        <Field label={t('community.report.note')} error={form.errors.note}>
          <textarea
            name="note"
            rows={3}
            maxLength={REVIEW_REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <p className="field-hint">{t('community.report.hint')}</p>
        <SubmitFooter onCancel={onClose} busy={form.busy} busyLabel={t('community.report.busy')}>
          {t('community.report.submit')}
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
