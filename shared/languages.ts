/**
 * The languages the app speaks. A profile keeps the code; the web applies it to <html lang>.
 * `name` is how the language calls itself, so a reader finds theirs whatever is shown now.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', englishName: 'English' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const languageByCode = (code: unknown) => LANGUAGES.find((language) => language.code === code) ?? null;
