import en from 'virtual:catalogue/en/gameform';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The game form's English travels in the create and edit screens' chunks, never on the game page's first load.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
