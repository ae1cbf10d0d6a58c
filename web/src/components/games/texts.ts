import en from 'virtual:catalogue/en/game';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// A game's texts: its page and the pieces other screens show of it (tags, host card, spots). A
// production build writes their English in place (web/build/inline-english.ts), so what rides
// here is only the few texts it cannot.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
