import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { compileCatalogue, type CatalogueSource, type CompiledCatalogue } from '@shared/i18n/compile-catalogue';
import { renderMessage } from './render-message';

// What the functions write for a person (e-mails, bell notices, push, SMS, share previews) in that
// person's language, from the same catalogues as the web (shared/i18n/<language>/<area>.json).
// A function imports only the areas it sends, so its bundle carries those texts and a small reader
// of them (render-message.ts); the bundler hands it the catalogues already compiled and packed
// (infra/bundle.ts), while in process (tests, the local stack) they are compiled here once, at first import.

/** One text in one language: the id's message with its `{placeholders}` filled. */
export type Say = (id: string, values?: Record<string, unknown>) => string;

/** The language a person reads, from what their profile keeps: Hindi when they chose it, else English. */
export function languageOf(profile: { language?: unknown } | null | undefined): LanguageCode {
  const code = profile?.language;
  return LANGUAGE_CODES.includes(code as LanguageCode) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

/** An area's catalogue in every language, as imported from its JSON files. */
export type AreaSources = Record<LanguageCode, CatalogueSource>;

/**
 * The texts of the given areas (name → its files in each language), one speaker per language.
 * A missing id in Hindi falls back to the English text; an id missing in English too is a mistake and throws.
 */
export function serverTexts(areas: Record<string, AreaSources>): (language: LanguageCode) => Say {
  const messages = Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const merged: CompiledCatalogue = {};
      for (const [area, sources] of Object.entries(areas))
        Object.assign(merged, compileCatalogue(area, sources[language]));
      return [language, merged];
    }),
  ) as Record<LanguageCode, CompiledCatalogue>;
  const LOCALES: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN' };
  const speakers = Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const own = messages[language];
      const say: Say = (id, values) => {
        const message = own[id] ?? messages.en[id];
        if (message === undefined) throw new Error(`No text ${id}`);
        return renderMessage(message, LOCALES[language], values);
      };
      return [language, say];
    }),
  ) as Record<LanguageCode, Say>;
  return (language) => speakers[language] ?? speakers[DEFAULT_LANGUAGE];
}
