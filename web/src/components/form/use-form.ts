import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { localMessage } from '@web/lib/i18n/local-message';
import { toast } from '../toast/toast-store';
import { checkInput, type FieldErrors, type SafeParse } from './field-errors';

/** Any zod schema: the kit only calls its safeParse, so it never imports zod itself. */
export interface Schema<T> {
  safeParse(input: unknown): SafeParse<T>;
}

/** The destructive toast a failed check raises; without a description it says the first error. */
export interface FailureToast {
  title: string;
  description?: string;
}

export interface ValidateOptions {
  /** Raise this toast when the input fails. Without it the errors only show under the fields. */
  failure?: FailureToast;
  /** Errors found beside the schema (a password confirmation, say); undefined ones are ignored. */
  extra?: Record<string, string | undefined>;
  /** Maps an issue path to a field key, for nested fields; the top-level property by default. */
  keyOf?: (path: readonly PropertyKey[]) => string;
}

/**
 * A form's errors and busy state. Showing errors moves focus to the first invalid control in page
 * order (once React has marked it), so keyboard and screen-reader users land on what to fix;
 * editing a field clears its own error; a submit in flight ignores a second one.
 */
export function useForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Replaces the errors; any error moves focus, and `failure` raises a destructive toast. */
  const showErrors = useCallback((found: FieldErrors, failure?: FailureToast) => {
    // Schemas and the server speak the English of the shared message constants; fields show the app's language.
    const next = Object.fromEntries(Object.entries(found).map(([field, message]) => [field, localMessage(message)]));
    setErrors(next);
    const first = Object.values(next)[0];
    if (first === undefined) return;
    setFocusRequest((n) => n + 1);
    if (failure) toast({ title: failure.title, description: failure.description ?? first, variant: 'destructive' });
  }, []);

  const clearErrors = useCallback(
    (...fields: string[]) =>
      setErrors((current) => {
        if (!fields.some((field) => field in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key)));
      }),
    [],
  );

  /** The parsed values, or null after showing the first error of each field. */
  const validate = useCallback(
    <T>(schema: Schema<T>, input: unknown, options: ValidateOptions = {}): T | null => {
      const checked = checkInput(schema, input, options);
      if (checked.ok) {
        setErrors({});
        return checked.values;
      }
      showErrors(checked.errors, options.failure);
      return null;
    },
    [showErrors],
  );

  /** An onSubmit handler: no page reload, busy while `run` runs, a second submit meanwhile ignored. */
  const submit = useCallback(
    (run: () => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      void run().finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
    },
    [],
  );

  return { formRef, errors, busy, showErrors, clearErrors, validate, submit };
}

export type FormKit = ReturnType<typeof useForm>;
