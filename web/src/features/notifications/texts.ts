import en from 'virtual:catalogue/en/notifications';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The bell and its panel load after the page (the bell is lazy): their English travels with them.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
