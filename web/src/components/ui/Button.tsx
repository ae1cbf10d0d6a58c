import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'normal' | 'large';

/** The class names of a button of this look, for links and labels that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'normal', block = false): string {
  return ['btn', `btn-${variant}`, size === 'normal' ? '' : `btn-${size}`, block ? 'btn-block' : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Working: disabled (no second tap sends twice), a spinner before the words, and aria-busy for readers. */
  loading?: boolean;
}

/** The app's button: primary, secondary, ghost or danger, in three sizes, every one a 44 px target. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, size, block)}${className ? ` ${className}` : ''}`}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      {...button}
    />
  );
}
