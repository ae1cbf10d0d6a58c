import en from 'virtual:catalogue/en/community';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Communities' English travels in their own chunks.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
