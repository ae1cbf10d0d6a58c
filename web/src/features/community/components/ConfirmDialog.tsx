import { useRef } from 'react';
import { Dialog } from '@web/components/Dialog';
import { t } from '../texts';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question (Request to Join, Leave, Delete); focus starts on the safe answer. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = t('community.dialog.cancel'),
  busyLabel,
  busy,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onClose} initialFocusRef={cancelRef}>
      <p>{message}</p>
      <div className="dialog-footer">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
