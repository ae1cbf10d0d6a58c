import en from 'virtual:catalogue/en/hostmenu';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The host's menu and delete dialog load only for the game's host, and bring their words with them.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
