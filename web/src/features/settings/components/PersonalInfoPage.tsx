import { useState, type FormEvent } from 'react';
import type { Sport } from '@shared/constants';
import type { PlayerSkillLevel, Profile } from '@shared/schemas/profile';
import { CityOptions } from '@web/components/CityOptions';
import { PlayerChoiceFields } from '@web/components/PlayerChoiceFields';
import { ProfileFields } from '@web/components/ProfileFields';
import { Field, SubmitButton } from '@web/components/form';
import { cityById, rememberCity } from '@web/lib/cities';
import { useUpdateProfile } from '@web/lib/profile/update-me';
import { useProfileForm } from '@web/lib/profile/use-profile-form';
import { t } from '../texts';
import { SettingsPage } from './SettingsPage';

/** Settings → Personal information: what other players see of you, and what you play where. */
export function PersonalInfoPage() {
  return (
    <SettingsPage title={t('settings.row.personal')}>
      {({ profile }) => <PersonalInfoForm profile={profile} />}
    </SettingsPage>
  );
}

function PersonalInfoForm({ profile }: { profile: Profile }) {
  const form = useProfileForm(profile);
  const [sports, setSports] = useState<Sport[]>(() => profile.sports as Sport[]);
  const [level, setLevel] = useState<PlayerSkillLevel | null>(profile.skill_level);
  const [city, setCity] = useState(profile.city ?? '');
  const save = useUpdateProfile(() => undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const chosenCity = cityById(city)?.id ?? null;
    save.mutate(
      { ...form.values, sports, skill_level: level, city: chosenCity },
      { onSuccess: () => rememberCity(chosenCity), onError: form.failed },
    );
  };

  return (
    <form ref={form.formRef} className="form settings-card" noValidate onSubmit={handleSubmit}>
      {form.errors.form ? (
        <p className="form-error" role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <ProfileFields bind={form.bind} />
      <PlayerChoiceFields
        sportsLegend={t('settings.personal.sports')}
        sportsHint={t('settings.personal.sportsHint')}
        chipsClass="settings-chips"
        sports={sports}
        onSports={setSports}
        level={level}
        onLevel={setLevel}
      />
      <Field label={t('settings.personal.city')} hint={t('settings.personal.cityHint')}>
        <select name="city" value={city} onChange={(event) => setCity(event.target.value)}>
          <CityOptions prompt={t('settings.personal.cityPrompt')} />
        </select>
      </Field>
      <SubmitButton busy={save.isPending} busyLabel={t('settings.personal.saving')} block>
        {t('settings.personal.save')}
      </SubmitButton>
    </form>
  );
}
