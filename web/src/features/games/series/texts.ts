import en from 'virtual:catalogue/en/series';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Repeating games' English travels in the chunks that show them (the form, the series note, the
// host's menu); their Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { richText } from '@web/lib/i18n/rich-text';
export { t } from '@web/lib/i18n/texts';
