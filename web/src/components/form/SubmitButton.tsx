import type { ButtonHTMLAttributes } from 'react';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button is disabled and says `busyLabel`, so a second tap cannot send twice. */
  busy: boolean;
  busyLabel: string;
  /** Full width (the auth screens); the default sits in a row of actions. */
  block?: boolean;
}

export function SubmitButton({ busy, busyLabel, block, disabled, className, children, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={className ?? `btn btn-primary${block ? ' btn-block' : ''}`} disabled={busy || disabled} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
