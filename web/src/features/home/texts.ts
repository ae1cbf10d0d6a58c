import en from 'virtual:catalogue/en/home';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Home's English travels in Home's own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
