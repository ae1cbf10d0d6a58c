import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton, useForm, type BoundText, type FormKit } from '@web/components/form';
import { preload } from '../lazy-modules';

type LazyModule = () => Promise<unknown>;

/** The form kit of an auth step, with the lazy modules its submit needs (AuthForm warms them on focus). */
export function useAuthForm(...modules: LazyModule[]) {
  return { ...useForm(), modules };
}

interface AuthFormProps {
  form: Pick<FormKit, 'formRef' | 'busy'> & { modules: LazyModule[] };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the full-width submit button closing the form says, and what it says while busy. */
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The form of every auth step: no browser validation (the form kit's instead), modules warmed on focus, one submit. */
export function AuthForm({ form, onSubmit, submitLabel, busyLabel, children }: AuthFormProps) {
  return (
    <form ref={form.formRef} className="form" noValidate onFocus={() => preload(...form.modules)} onSubmit={onSubmit}>
      {children}
      <SubmitButton busy={form.busy} busyLabel={busyLabel} block>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** Binds a field whose value the parent step keeps, so it is still there when the user comes back to this step. */
export function bindKept(
  form: Pick<FormKit, 'errors' | 'clearErrors'>,
  name: string,
  value: string,
  onValue: (value: string) => void,
): BoundText & { error?: string } {
  return {
    name,
    value,
    error: form.errors[name],
    onChange: (event) => {
      onValue(event.target.value);
      form.clearErrors(name);
    },
  };
}
