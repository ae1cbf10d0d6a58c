import { useState } from 'react';
import type { Sport } from '@shared/constants';
import type { HostApplication, HostApplicationInput } from '@shared/schemas/host-application';
import { Field, LazyCheckedForm, SubmitButton, TextField, useFields, useForm } from '@web/components/form';
import { SportCheckboxes } from '@web/components/form/SportCheckboxes';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/components/toast/toast-store';
import { applyToHost } from '../api/my-host-application';
import { BECOME_HOST_TEXT as T } from '../become-host-texts';

// zod and the shared schema arrive when the player starts filling the form (decision 009).
const loadSchemas = () => import('@shared/schemas/host-application');

interface Props {
  initialPhone: string;
  onSent: (application: HostApplication) => void;
}

/** The application: sports, city, experience, a line on why, phone; checked by the shared schema. */
export function HostApplicationForm({ initialPhone, onSent }: Props) {
  const form = useForm();
  const [sports, setSports] = useState<Sport[]>([]);
  const { values: text, set, bind } = useFields({ city: '', experience: '', why: '', phone: initialPhone }, form);

  const onSubmit = form.submit(async () => {
    const { hostApplicationInputSchema } = await loadSchemas();
    const input = form.validate<HostApplicationInput>(
      hostApplicationInputSchema,
      { sports, ...text },
      { failure: { title: T.validationTitle } },
    );
    if (!input) return;
    try {
      const application = await applyToHost(input);
      toast({ title: T.sentTitle, description: 'We review applications within 24 hours.' });
      onSent(application);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field =
        error instanceof ApiRequestError && error.field && error.field in { ...text, sports: 1 } ? error.field : 'why';
      form.showErrors({ [field]: message }, { title: 'Could not send the application' });
    }
  });

  return (
    <LazyCheckedForm form={form} className="form host-application-form" onSubmit={onSubmit} loadChecks={loadSchemas}>
      <SportCheckboxes
        legend="Sports you would host"
        hint="Pick up to 5."
        classNames={{ group: 'become-host-sports', options: 'become-host-sport-options', option: 'become-host-sport' }}
        selected={sports}
        error={form.errors.sports}
        name="sports"
        onToggle={(sport, checked) => {
          setSports(checked ? [...sports, sport] : sports.filter((s) => s !== sport));
          form.clearErrors('sports');
        }}
      />
      <TextField label="City" autoComplete="address-level2" {...bind('city')} />
      <Field label="Experience" hint="Games or groups you have run or played in." error={form.errors.experience}>
        <textarea
          name="experience"
          rows={4}
          value={text.experience}
          onChange={(event) => set('experience', event.target.value)}
        />
      </Field>
      <TextField label="Why do you want to host?" hint="One line is enough." {...bind('why')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
      <SubmitButton busy={form.busy} busyLabel={T.submitting} block>
        {T.submit}
      </SubmitButton>
    </LazyCheckedForm>
  );
}
