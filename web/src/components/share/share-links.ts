// Where a shared link goes when the device has no share sheet: WhatsApp (most of India) and the
// clipboard. Kept pure so a unit test can check the text WhatsApp receives.
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/languages';

export interface ShareTarget {
  title: string;
  /** The sentence before the link, e.g. 'Join me for Sunday Football on Yaktiv'. */
  text: string;
  url: string;
}

/** wa.me opens WhatsApp (app or web) with the message typed in, the link last so it unfurls. */
export const whatsappUrl = ({ text, url }: ShareTarget) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * The link as shared by a reader of this language: a Hindi reader's carries `?lang=hi`, so the
 * preview the chat app shows is written in Hindi; English links stay as they are.
 */
export function sharedInLanguage(target: ShareTarget, language: LanguageCode): ShareTarget {
  if (language === DEFAULT_LANGUAGE) return target;
  const url = new URL(target.url);
  url.searchParams.set('lang', language);
  return { ...target, url: url.toString() };
}

export const canUseShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
