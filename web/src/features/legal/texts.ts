import en from 'virtual:catalogue/en/legal';
import documents from 'virtual:catalogue/en/legaldocs';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The reading pages' chrome and the documents themselves; their English travels in their own chunk.
addEnglishTexts(en);
addEnglishTexts(documents);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
