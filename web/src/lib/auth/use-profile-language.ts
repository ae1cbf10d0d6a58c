import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, languageByCode } from '@shared/languages';
import { useAuth } from './use-auth';

/** Puts the signed-in person's language on <html lang> (screen readers and hyphenation read it); English otherwise. */
export function useProfileLanguage() {
  const { profile } = useAuth();
  const language = languageByCode(profile?.language)?.code ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
