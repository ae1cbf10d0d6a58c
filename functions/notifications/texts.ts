import { gameDateIn } from '@shared/i18n/format';
import type { LanguageCode } from '@shared/languages';
import enEmails from '@shared/i18n/en/emails.json';
import hiEmails from '@shared/i18n/hi/emails.json';
import enNotices from '@shared/i18n/en/notices.json';
import hiNotices from '@shared/i18n/hi/notices.json';
import enChanges from '@shared/i18n/en/changes.json';
import hiChanges from '@shared/i18n/hi/changes.json';
import { languageOf, serverTexts, type Say } from '../platform/texts/server-texts';

// The notifiers' texts: the e-mails' frame and the join loop's notices, in English and Hindi.
const textsIn = serverTexts({
  emails: { en: enEmails, hi: hiEmails },
  notices: { en: enNotices, hi: hiNotices },
  changes: { en: enChanges, hi: hiChanges },
});

/** Everything that writes a message for one person needs: their language and its texts. */
export interface Speaker {
  language: LanguageCode;
  say: Say;
  /** A game's time as the app shows it: '05 Dec, 19:00', '05 दिस॰, 19:00' (IST); 'TBD' when unknown. */
  when(iso: string | null | undefined): string;
}

export function speakerIn(language: LanguageCode): Speaker {
  const say = textsIn(language);
  return { language, say, when: (iso) => (iso ? gameDateIn(language, iso) : say('emails.dateToBeDecided')) };
}

/** The speaker of the person a profile belongs to (English without one). */
export const speakerFor = (profile: { language?: unknown } | null | undefined) => speakerIn(languageOf(profile));
