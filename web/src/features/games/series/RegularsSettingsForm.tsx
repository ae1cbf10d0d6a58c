import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RegularsSettings } from '@shared/rules/regulars';
import { BusyButton } from '@web/components/form';
import { toastRegularFailure } from '@web/components/regulars/regular-errors';
import { t } from '@web/components/regulars/texts';
import { toast } from '@web/components/toast/toast-store';
import { saveRegularsSettings } from './regulars-host-api';
import { hoursDraftOf, settingsOf } from './repeat-draft';
import { hoursErrors, RegularsSettingsFields } from './RegularsSettingsFields';
import { seriesQueryKey } from './series-api';

/** The host changes the regulars' two settings later; dates made from then on follow them. */
export function RegularsSettingsForm({ seriesId, settings }: { seriesId: string; settings: RegularsSettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => hoursDraftOf(settings));
  const [busy, setBusy] = useState(false);
  const errors = hoursErrors(draft);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await saveRegularsSettings(seriesId, settingsOf(draft));
      void queryClient.invalidateQueries({ queryKey: seriesQueryKey(seriesId) });
      toast({ title: t('regulars.settings.saved'), description: t('regulars.settings.savedText'), variant: 'success' });
    } catch (error) {
      toastRegularFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card form regulars-settings" aria-labelledby="regulars-settings-title" noValidate onSubmit={save}>
      <h2 id="regulars-settings-title">{t('regulars.settings.title')}</h2>
      <RegularsSettingsFields draft={draft} errors={errors} onChange={setDraft} />
      <BusyButton type="submit" busy={busy} busyLabel={t('regulars.settings.saving')}>
        {t('regulars.settings.save')}
      </BusyButton>
    </form>
  );
}
