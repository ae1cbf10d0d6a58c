import en from 'virtual:catalogue/en/common';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The shared components' few words (Back, Close, Load more…). Landing screens use these
// components, so this English rides in their chunks: keep it to the words every screen needs.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
