import { useId, useRef, useState, type FormEvent } from 'react';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { isRecord, isString } from '../../lib/shape-check';
import { Dialog } from '../Dialog';
import { toast } from '../toast/toast-store';

const REASON_REQUIRED = 'Please tell us what is wrong';
const REASON_MAX = 500;

/** Records a report for the moderators (POST /api/games/{id}/reports). */
export function ReportGameDialog({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await apiRequest(`/api/games/${encodeURIComponent(gameId)}/reports`, { method: 'POST', body: { reason: reason.trim() } });
      const message = isRecord(answer) && isString(answer.message) ? answer.message : 'Thanks — our moderators will review this game.';
      toast({ title: 'Report sent', description: message, variant: 'success' });
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? failure.message : 'Failed to send the report';
      if (failure instanceof ApiRequestError && failure.field === 'reason') setError(message);
      else toast({ title: 'Error', description: message, variant: 'destructive' });
      setSending(false);
    }
  };

  return (
    <Dialog title="Report this game" onClose={onClose} initialFocusRef={fieldRef}>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <div className="field">
          <label htmlFor={id}>What is wrong with this game?</label>
          <textarea
            ref={fieldRef}
            id={id}
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          ) : null}
        </div>
        <p className="field-hint">Our moderators read every report. The host is not told who sent it.</p>
        <div className="dialog-footer">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Report'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
