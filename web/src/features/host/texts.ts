import en from 'virtual:catalogue/en/host';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The host dashboard's and Become a Host's English travel in their own chunks.
addEnglishTexts(en);

export { spokenLanguage, t } from '@web/lib/i18n/texts';
