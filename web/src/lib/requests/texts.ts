import en from 'virtual:catalogue/en/passes';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Requests, passes and badges are shown by several screens (my requests, the profile, the game
// page's join button, the host's lists): their English travels with whichever chunk shows them.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
