import { type DateWords, formatWith } from '@shared/i18n/format-with';
import type { LanguageCode } from '@shared/languages';

// The web's formats. English needs nothing beyond format-with.ts; another language's day and
// month names (Intl) arrive with its texts (language-extras.ts), so English readers never load them.

const learned = new Map<LanguageCode, DateWords>();

/** Keeps a language's day and month names; done before the app first speaks that language. */
export function learnDateWords(language: LanguageCode, words: DateWords): void {
  learned.set(language, words);
}

export const { numberIn, moneyIn, monthIn, whenIn, fullDateIn, gameDateIn, clockIn, distanceIn } = formatWith(
  (language) => {
    const words = learned.get(language);
    if (!words) throw new Error(`The day and month names of '${language}' have not arrived yet`);
    return words;
  },
);
