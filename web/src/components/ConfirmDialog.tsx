import { useRef, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@web/lib/api-client';
import { Dialog } from './Dialog';
import { toast } from './toast/toast-store';

/**
 * A question before a step that can't be undone (delete a game, end a series): Cancel has the focus,
 * the confirm button says it is working, and a refusal shows the server's words in a toast.
 */
export function ConfirmDialog({
  title,
  children,
  cancel,
  confirm,
  working,
  failed,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  cancel: string;
  confirm: string;
  working: string;
  /** What the toast says when the request failed without a message of its own. */
  failed: string;
  /** Does the step; it throws to keep the dialog open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiRequestError && error.message ? error.message : failed,
        variant: 'destructive',
      });
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose} initialFocusRef={cancelRef}>
      {children}
      <div className="dialog-footer">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {cancel}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void run()} disabled={busy}>
          {busy ? working : confirm}
        </button>
      </div>
    </Dialog>
  );
}
