import { useCallback, useRef, useState, type ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and says `busyLabel`, so a second tap cannot send twice. */
  busy: boolean;
  busyLabel: string;
  /** Full width (the auth screens); the default sits in a row of actions. */
  block?: boolean;
}

/** A button that says it is working (type=button unless told otherwise: resend, send again…). */
export function BusyButton({
  busy,
  busyLabel,
  block,
  disabled,
  className,
  children,
  type = 'button',
  ...button
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={className ?? `btn btn-primary${block ? ' btn-block' : ''}`}
      disabled={busy || disabled}
      // The spinner before the words (components.css) and a hint for screen readers.
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

export type SubmitButtonProps = Omit<BusyButtonProps, 'type'>;

/** A form's submit button with its busy state (pass useForm's `busy`). */
export function SubmitButton(props: SubmitButtonProps) {
  return <BusyButton {...props} type="submit" />;
}

/** Busy state for an action outside a form submit: `run` ignores a second call while one runs. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
