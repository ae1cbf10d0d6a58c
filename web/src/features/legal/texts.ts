import en from 'virtual:catalogue/en/legal';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The reading pages' chrome; their English travels in their own chunk.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { spokenLanguage, t } from '@web/lib/i18n/texts';
