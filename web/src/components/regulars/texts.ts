import en from 'virtual:catalogue/en/regulars';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Regulars' English travels with the pieces that show them (the game page's panel, the request
// card's skip, the host's list), never in a landing page's first load; their Hindi comes with the rest.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
