import { useState } from 'react';
import type { Sport } from '@shared/constants';
import type { HostApplication, HostApplicationInput } from '@shared/schemas/host-application';
import { Field, LazyCheckedForm, SubmitButton, TextField, useFields, useForm } from '@web/components/form';
import { SportCheckboxes } from '@web/components/form/SportCheckboxes';
import { ApiRequestError } from '@web/lib/api-client';
import { toast } from '@web/components/toast/toast-store';
import { applyToHost } from '../api/my-host-application';
import { t } from '../texts';

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
      { failure: { title: t('host.become.validationTitle') } },
    );
    if (!input) return;
    try {
      const application = await applyToHost(input);
      toast({ title: t('host.become.sentTitle'), description: t('host.become.sentDetail') });
      onSent(application);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field =
        error instanceof ApiRequestError && error.field && error.field in { ...text, sports: 1 } ? error.field : 'why';
      form.showErrors({ [field]: message }, { title: t('host.become.sendFailed') });
    }
  });

  return (
    <LazyCheckedForm form={form} className="form host-application-form" onSubmit={onSubmit} loadChecks={loadSchemas}>
      <SportCheckboxes
        legend={t('host.become.sports')}
        hint={t('host.become.sportsHint')}
        classNames={{ group: 'become-host-sports', options: 'become-host-sport-options', option: 'become-host-sport' }}
        selected={sports}
        error={form.errors.sports}
        name="sports"
        onToggle={(sport, checked) => {
          setSports(checked ? [...sports, sport] : sports.filter((s) => s !== sport));
          form.clearErrors('sports');
        }}
      />
      <TextField label={t('host.become.city')} autoComplete="address-level2" {...bind('city')} />
      <Field label={t('host.become.experience')} hint={t('host.become.experienceHint')} error={form.errors.experience}>
        <textarea
          name="experience"
          rows={4}
          value={text.experience}
          onChange={(event) => set('experience', event.target.value)}
        />
      </Field>
      <TextField label={t('host.become.why')} hint={t('host.become.whyHint')} {...bind('why')} />
      <TextField label={t('host.become.phone')} type="tel" autoComplete="tel" {...bind('phone')} />
      <SubmitButton busy={form.busy} busyLabel={t('host.become.submitting')} block>
        {t('host.become.submit')}
      </SubmitButton>
    </LazyCheckedForm>
  );
}
