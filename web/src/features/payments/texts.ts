import en from 'virtual:catalogue/en/payments';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The pay page's English travels in its own chunk; its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
