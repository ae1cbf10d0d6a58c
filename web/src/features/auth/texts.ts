import en from 'virtual:catalogue/en/auth';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The sign-in screens' English travels in their own chunk.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
