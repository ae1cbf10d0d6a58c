import en from 'virtual:catalogue/en/calendar';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The calendar buttons' English travels with them, outside the first load.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
