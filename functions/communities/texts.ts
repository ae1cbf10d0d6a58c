import enCommunityNotices from '@shared/i18n/en/communityNotices.json';
import hiCommunityNotices from '@shared/i18n/hi/communityNotices.json';
import { serverTexts } from '../platform/texts/server-texts';

// The community notices' own texts: only the functions that send them carry them.
export const communityTextsIn = serverTexts({
  communityNotices: { en: enCommunityNotices, hi: hiCommunityNotices },
});
