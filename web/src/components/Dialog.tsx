import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { SubmitButton } from './form/SubmitButton';
import { CloseIcon } from './icons';
import { openToastLayer } from './toast/toast-layers';
import { Toaster } from './toast/Toaster';
import { t } from './texts';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Hide the visible heading (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Where focus goes when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The corner × button; dialogs with their own Close button can leave it out. */
  closeIcon?: boolean;
}

/**
 * A modal built on the native <dialog>: the browser supplies the focus trap, inert background
 * and Escape. Mount it to open it, unmount it to close it; page scroll is locked meanwhile.
 */
export function Dialog({
  title,
  onClose,
  children,
  className,
  hideTitle,
  initialFocusRef,
  closeIcon = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Toasts raised while this dialog is open show inside it, above its content (toast-layers.ts).
  const [toastLayer, setToastLayer] = useState<number | null>(null);
  useLayoutEffect(() => {
    const opened = openToastLayer();
    setToastLayer(opened.layer);
    return opened.close;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog opens once per mount; the first focus goes where initialFocusRef points then.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opening happens once per mount by design.
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React decide (it unmounts us) instead of the browser closing behind its back.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        // Handled here too: a search field swallows Escape (it clears itself) before <dialog> sees it.
        if (event.key === 'Escape') {
          event.preventDefault();
          // A dialog opened from another (Join Event over a game's details) closes alone.
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog-body">
        <div className={hideTitle && !closeIcon ? 'visually-hidden' : 'dialog-header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog-title'}>
            {title}
          </h2>
          {closeIcon ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.dialog.close')}
              onClick={() => onCloseRef.current()}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children}
      </div>
      {toastLayer !== null ? <Toaster layer={toastLayer} /> : null}
    </dialog>
  );
}

/** The footer of a dialog that only shows something: one Close button. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <div className="dialog-footer">
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}

/** The footer of a dialog's form: Cancel, and the submit button that says it is busy while it sends. */
export function SubmitFooter({
  onCancel,
  busy,
  busyLabel,
  children,
}: {
  onCancel: () => void;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="dialog-footer">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </div>
  );
}
