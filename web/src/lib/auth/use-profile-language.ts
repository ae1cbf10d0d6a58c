import { useEffect } from 'react';
import { languageByCode } from '@shared/languages';
import { languagePickedHere, rememberLanguage, switchLanguage } from '../i18n/language';
import { spokenLanguage } from '../i18n/texts';
import { useAuth } from './use-auth';

/**
 * A signed-in person's account keeps their language: signing in on another device speaks it
 * there too (and that device remembers it). Signed out, the device's own choice stays; a pick made
 * on this device since the page opened wins over the account's older word.
 */
export function useProfileLanguage() {
  const { profile } = useAuth();
  const accountLanguage = languageByCode(profile?.language)?.code;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === spokenLanguage() || languagePickedHere()) return;
    rememberLanguage(accountLanguage);
    void switchLanguage(accountLanguage);
  }, [accountLanguage]);
}
