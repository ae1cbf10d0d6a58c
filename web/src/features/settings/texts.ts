import en from 'virtual:catalogue/en/settings';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Settings' English travels in Settings' own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
