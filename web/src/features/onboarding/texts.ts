import en from 'virtual:catalogue/en/onboarding';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The welcome's English travels in its own chunk.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
