import { cloneElement, isValidElement, useId, type AriaAttributes, type ReactElement, type ReactNode } from 'react';

/** What a control needs to be read with its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Any element that takes the control props: input, textarea, select or a custom control. */
type ControlSlot = { id?: string } & Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>;
export type ControlElement = ReactElement<ControlSlot>;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control's id when something else must know it; a generated one otherwise. */
  id?: string;
  className?: string;
  /** One element (given the control props) or a function that spreads them where they belong. */
  children: ControlElement | ((control: ControlProps) => ReactNode);
}

/** The ids a control is described by: its hint, then its error (the order screen readers read them). */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Label, hint, control and error, wired together so a screen reader reads the hint and the error
 * with the control, and first-error focus can find it by aria-invalid.
 */
export function Field({ label, hint, error, id: givenId, className, children }: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
