import en from 'virtual:catalogue/en/admin';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The operators' screens bring their English with them; nobody else ever loads it.
addEnglishTexts(en);

export { spokenLanguage, t } from '@web/lib/i18n/texts';
