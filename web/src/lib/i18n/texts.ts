import { setupI18n } from '@lingui/core';
import type { LanguageCode } from '@shared/languages';
import shell from 'virtual:catalogue/en/shell';

// Lingui's runtime (about 2 kB) reads catalogues compiled at build time (web/build/catalogue-plugin.ts).
// The shell's English is here, in the first load; every other area registers its English as its
// chunk loads (addEnglishTexts), so the first load carries no other area's texts. Hindi arrives in one lazy chunk when it is chosen.
const i18n = setupI18n({ locale: 'en', messages: { en: shell } });

type Catalogue = Parameters<typeof i18n.load>[1];

/** Adds an area's English texts (its `virtual:catalogue/en/<area>` import). */
export function addEnglishTexts(messages: Catalogue): void {
  i18n.load('en', messages);
}

/** Adds a language's texts (all its areas) and makes it the one `t` speaks. */
export function speak(language: LanguageCode, messages?: Catalogue): void {
  if (messages) i18n.load(language, messages);
  i18n.activate(language);
}

/** The language `t` speaks now. */
export const spokenLanguage = () => i18n.locale as LanguageCode;

/** A text a production build wrote in place: its short id and its compiled English (web/build/inline-english.ts). */
type InlinedText = [id: string, english: Catalogue[string]];

/** The text with this id in the language spoken now, its `{placeholders}` filled from `values`. */
export function t(id: string, values?: Record<string, unknown>): string {
  const inlined = id as string | InlinedText;
  if (typeof inlined === 'string') return i18n._(inlined, values);
  return i18n._(inlined[0], values, { message: inlined[1] as string });
}
