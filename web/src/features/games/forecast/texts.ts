import en from 'virtual:catalogue/en/forecast';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The forecast line's and the rain call-off's English travel in their own chunks, loaded only for a
// game within the forecast's days; their Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
