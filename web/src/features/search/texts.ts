import en from 'virtual:catalogue/en/search';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Search's English travels in the search overlay's own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
