import en from 'virtual:catalogue/en/requests';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The request screens' English travels in their own chunks; their Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
