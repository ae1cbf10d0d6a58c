import en from 'virtual:catalogue/en/push';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The push opt-in shows on My Game Requests, a host's game page and Settings: its English travels
// with whichever of those chunks draws it.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
