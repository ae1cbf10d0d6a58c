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
            value={save.isPending ? (save.variables.changes.language ?? profile.language) : profile.language}
            disabled={save.isPending}
            onChange={(language) =>
              save.mutate({
                changes: { language: language as (typeof LANGUAGES)[number]['code'] },
                saved: 'Language saved.',
              })
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
