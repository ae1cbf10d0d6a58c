import { useCallback, useState } from 'react';
import type { FormKit } from './use-form';

/** What a text control needs from its form's state: its name, its value and a change handler. */
export interface BoundText {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * A form's text values beside its useForm(): `set` changes one and clears that field's error;
 * `bind(name)` gives a TextField its name, value, error and onChange (with an optional
 * `transform` of what was typed, e.g. dropping an @).
 */
export function useFields<V extends Record<string, string>>(
  initial: V | (() => V),
  form: Pick<FormKit, 'errors' | 'clearErrors'>,
) {
  const [values, setValues] = useState<V>(initial);
  const { errors, clearErrors } = form;

  const set = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearErrors(name);
    },
    [clearErrors],
  );

  const bind = (
    name: keyof V & string,
    transform: (typed: string) => string = (typed) => typed,
  ): BoundText & { error?: string } => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, transform(event.target.value)),
  });

  return { values, setValues, set, bind };
}
