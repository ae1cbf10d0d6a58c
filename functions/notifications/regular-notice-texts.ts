import enRegularNotices from '@shared/i18n/en/regularNotices.json';
import hiRegularNotices from '@shared/i18n/hi/regularNotices.json';
import { serverTexts } from '../platform/texts/server-texts';

// The regulars' notices' own texts: only send-regular-notices carries them (send-join-notifications has no room).
export const regularNoticeTextsIn = serverTexts({
  regularNotices: { en: enRegularNotices, hi: hiRegularNotices },
});
