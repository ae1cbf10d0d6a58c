import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes of the field's wrapper (the input takes `className`). */
  fieldClassName?: string;
}

/** The common case: a Field around an <input>. */
export function TextField({ label, error, hint, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      <input {...input} />
    </Field>
  );
}
