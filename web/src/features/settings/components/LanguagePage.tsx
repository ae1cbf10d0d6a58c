import { LANGUAGES } from '@shared/languages';
import { useSaveSetting } from '../hooks/use-save-settings';
import { ChoiceList } from './ChoiceList';
import { SettingsPage } from './SettingsPage';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language.code as string,
  label: language.name,
  hint: language.name === language.englishName ? undefined : language.englishName,
}));

/** Settings → Language: the languages the app speaks; the choice is kept with the account. */
export function LanguagePage() {
  const save = useSaveSetting();
  return (
    <SettingsPage title="Language">
      {({ profile }) => (
        <>
          <ChoiceList
            legend="Language"
            name="language"
            options={OPTIONS}
            value={save.shown('language', profile.language)}
            disabled={save.busy}
            onChange={(language) =>
              save.save({ language: language as (typeof LANGUAGES)[number]['code'] }, 'Language saved.')
            }
          />
          <p className="settings-note">
            More languages, starting with Hindi, are on the way. They will appear here as soon as the app speaks them.
          </p>
        </>
      )}
    </SettingsPage>
  );
}
