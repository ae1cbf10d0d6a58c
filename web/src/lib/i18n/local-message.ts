import type { MessageFinder } from './message-index';
import { spokenLanguage, t } from './texts';

// The server answers, and the forms validate, with the English constants of shared/texts,
// shared/messages.ts and the rules' messages (API clients and logs read them as they are). The
// `messages` catalogue holds each of them with its translation; an index finds a message's entry
// by its English, so one function turns whatever the app shows into the language spoken. The
// index arrives with the other language's texts (language-extras.ts), so English readers carry none of it.

let findMessage: MessageFinder = () => null;

/** Gives localMessage the index of the `messages` catalogue's English. */
export function setMessageIndex(finder: MessageFinder): void {
  findMessage = finder;
}

/**
 * The server's or a form's English message in the language spoken now. English comes back as it
 * is; a message the catalogue does not know (a network library's words) too, rather than nothing.
 */
export function localMessage(english: string): string {
  if (spokenLanguage() === 'en' || !english) return english;
  const found = findMessage(english);
  return found ? t(`messages.${found.key}`, found.values) : english;
}
