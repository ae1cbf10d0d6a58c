import { useRef, useState } from 'react';
import { REVIEW_REPORT_MESSAGES, REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '@shared/texts/review-reports';
import { Dialog, SubmitFooter } from '@web/components/Dialog';
import { Field, Options, useForm } from '@web/components/form';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { reportReview } from '../api/report-review';

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
      toast({ title: 'Report sent', description: message, variant: 'success' });
      onReported();
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : 'Failed to send the report';
      if (failure instanceof ApiRequestError && failure.status === 409) onReported();
      if (failure instanceof ApiRequestError && failure.field === 'note') form.showErrors({ note: message });
      else toast({ title: 'Report not sent', description: message, variant: 'destructive' });
    }
  });

  return (
    <Dialog title={`Report ${reviewer.name}'s review`} onClose={onClose} initialFocusRef={reasonRef}>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <Field label="Why are you reporting it?" error={form.errors.reason}>
          <select
            ref={reasonRef}
            name="reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              form.clearErrors('reason');
            }}
          >
            <option value="">Choose a reason</option>
            <Options items={REVIEW_REPORT_REASONS} idOf={(r) => r.value} labelOf={(r) => r.label} />
          </select>
        </Field>
        <Field label="Note for the moderators (optional)" error={form.errors.note}>
          <textarea
            name="note"
            rows={3}
            maxLength={REVIEW_REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <p className="field-hint">
          Our moderators decide whether the review stays. The writer is not told who sent it.
        </p>
        <SubmitFooter onCancel={onClose} busy={form.busy} busyLabel="Sending...">
          Send Report
        </SubmitFooter>
      </form>
    </Dialog>
  );
}
