import en from 'virtual:catalogue/en/communityform';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The create and edit screens' English travels with them, not with the list or the page.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
