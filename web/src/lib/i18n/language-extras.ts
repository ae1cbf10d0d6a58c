import englishMessages from '@shared/i18n/en/messages.json';
import { intlDateWords } from '@shared/i18n/intl-dates';
import type { LanguageCode } from '@shared/languages';
import { learnDateWords } from './format';
import { setMessageIndex } from './local-message';
import { messageIndex } from './message-index';

// What a language other than English needs besides its texts, in the chunk that comes with them:
// its day and month names, and the index that finds a server message's translation by its English.

/** Readies the app to speak `language`; called before it first does. */
export function prepareLanguage(language: LanguageCode): void {
  learnDateWords(language, intlDateWords(language));
  setMessageIndex(messageIndex(englishMessages));
}
