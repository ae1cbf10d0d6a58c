import en from 'virtual:catalogue/en/offer';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// A spot held from the waitlist is answered from the game page's join button too: its few words
// travel on their own, so that button does not carry every request text.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
