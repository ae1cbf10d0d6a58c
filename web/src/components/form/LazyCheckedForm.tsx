import type { FormEventHandler, ReactNode } from 'react';
import type { FormKit } from './use-form';

interface LazyCheckedFormProps {
  form: Pick<FormKit, 'formRef'>;
  className: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fetches what checks the form (zod and the shared schema), started when the user first focuses a field. */
  loadChecks: () => Promise<unknown>;
  children: ReactNode;
}

/** A form checked by a schema loaded on first focus: the form kit shows the errors, not the browser. */
export function LazyCheckedForm({ form, className, onSubmit, loadChecks, children }: LazyCheckedFormProps) {
  return (
    <form
      ref={form.formRef}
      className={className}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={() => void loadChecks()}
    >
      {children}
    </form>
  );
}
