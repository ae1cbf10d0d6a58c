import { prepareLanguage } from '@web/lib/i18n/language-extras';
import { speak } from '@web/lib/i18n/texts';

/**
 * Makes the web speak Hindi as switching to it does (its day and month names and the server
 * messages' index first, then its texts), without a page's <html> to mark.
 */
export function speakHindi(texts: Parameters<typeof speak>[1]): void {
  prepareLanguage('hi');
  speak('hi', texts);
}
