import en from 'virtual:catalogue/en/train';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Train's English travels in its own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
