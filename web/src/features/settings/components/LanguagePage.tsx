import { useState } from 'react';
import { LANGUAGES, type LanguageCode } from '@shared/languages';
import { EditorHeader } from '@web/components/EditorHeader';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { markLanguagePicked, rememberLanguage, switchLanguage, useLanguage } from '@web/lib/i18n/language';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSaveSetting } from '../hooks/use-save-settings';
import { t } from '../texts';
import { ChoiceList } from './ChoiceList';

// Each language is named in its own script, so a reader finds theirs whatever the app speaks now.
const OPTIONS = LANGUAGES.map((language) => ({
  value: language.code as LanguageCode,
  label: language.name,
  hint: language.name === language.englishName ? undefined : language.englishName,
}));

/**
 * Settings → Language: open to visitors too (the device remembers their choice). The app
 * switches at once; a signed-in person's account keeps the choice, so their other devices follow.
 */
export function LanguagePage() {
  const title = t('settings.row.language');
  useDocumentTitle(title);
  const language = useLanguage();
  const { user } = useAuth();
  const save = useSaveSetting();
  // The tapped language shows as chosen at once, while Hindi's texts may still be on their way.
  const [choosing, setChoosing] = useState<LanguageCode | null>(null);

  const choose = async (choice: LanguageCode) => {
    setChoosing(choice);
    markLanguagePicked();
    try {
      await switchLanguage(choice);
    } catch {
      setChoosing(null);
      toast({ title: t('settings.saveFailed'), description: t('settings.page.loadFailed'), variant: 'destructive' });
      return;
    }
    rememberLanguage(choice);
    // Said in the language just chosen: `t` speaks it from now on.
    if (user) save.save({ language: choice }, t('settings.language.saved'));
    else toast({ title: t('settings.saved'), description: t('settings.language.saved'), variant: 'success' });
  };

  return (
    <div className="screen settings-page">
      <EditorHeader title={title} backTo="/settings" backLabel={t('settings.page.back')} />
      <ChoiceList
        legend={t('settings.language.legend')}
        name="language"
        options={OPTIONS}
        value={choosing ?? language}
        disabled={save.busy}
        onChange={(choice) => void choose(choice)}
      />
      <p className="settings-note">{t('settings.language.note')}</p>
    </div>
  );
}
