import en from 'virtual:catalogue/en/profile';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The profile's English travels in its own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
