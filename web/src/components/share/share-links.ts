// Where a shared link goes when the device has no share sheet: WhatsApp (most of India) and the
// clipboard. Kept pure so a unit test can check the text WhatsApp receives.

export interface ShareTarget {
  title: string;
  /** The sentence before the link, e.g. 'Join me for Sunday Football on Yaktiv'. */
  text: string;
  url: string;
}

/** wa.me opens WhatsApp (app or web) with the message typed in, the link last so it unfurls. */
export const whatsappUrl = ({ text, url }: ShareTarget) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const canUseShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
