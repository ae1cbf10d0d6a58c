import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode, languageByCode } from '@shared/languages';
import { speak, spokenLanguage } from './texts';

// The device remembers the language for visitors and between visits; a signed-in person's
// account keeps it too, so another device follows (use-account-language.ts).
const STORAGE_KEY = 'yaktiv.language';

/** The device's remembered choice, else the browser's first language the app speaks, else English. */
export function deviceLanguage(): LanguageCode {
  try {
    const remembered = languageByCode(localStorage.getItem(STORAGE_KEY));
    if (remembered) return remembered.code;
  } catch {
    // Storage blocked (private mode): the browser's languages decide.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const spoken = languageByCode(tag.toLowerCase().split('-')[0]);
    if (spoken) return spoken.code;
  }
  return DEFAULT_LANGUAGE;
}

const listeners = new Set<() => void>();

/**
 * Speaks `language` from now on: loads its texts (Hindi is a chunk of its own), puts it on
 * <html lang> (screen readers, hyphenation) and tells the app, which renders again in it.
 */
export async function switchLanguage(language: LanguageCode): Promise<void> {
  if (language === 'en') speak('en');
  else if (spokenLanguage() !== language) {
    // Its day and month names and the index of server messages come along (language-extras.ts).
    const [texts, extras] = await Promise.all([import('virtual:catalogue/hi'), import('./language-extras')]);
    extras.prepareLanguage(language);
    speak(language, texts.default);
  }
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Set once the person picks a language on this device. The pick is on its way to the account, so
 * an account read that lands after it (the profile fetched as the page opened) is older news and
 * must not switch the app back.
 */
let pickedHere = false;
export const markLanguagePicked = (): void => {
  pickedHere = true;
};
export const languagePickedHere = (): boolean => pickedHere;

/** Keeps the choice on this device. */
export function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit (and the account keeps it when signed in).
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language the app speaks now; a component using it renders again when it changes. */
export const useLanguage = (): LanguageCode => useSyncExternalStore(subscribe, spokenLanguage, () => DEFAULT_LANGUAGE);
