import en from 'virtual:catalogue/en/share';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The share sheet loads only on devices without a share sheet of their own; its English comes with it.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
