import enAdminNotices from '@shared/i18n/en/adminNotices.json';
import hiAdminNotices from '@shared/i18n/hi/adminNotices.json';
import { serverTexts } from '../platform/texts/server-texts';

// What operators' decisions tell the person concerned: only the admin notifier carries these texts.
export const adminTextsIn = serverTexts({
  adminNotices: { en: enAdminNotices, hi: hiAdminNotices },
});
