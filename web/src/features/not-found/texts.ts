import en from 'virtual:catalogue/en/notfound';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The not-found screen's English travels in its own chunk.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
