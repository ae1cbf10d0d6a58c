import en from 'virtual:catalogue/en/editor';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The shared pieces of the host's editors (buttons, upload progress, the hosts-only notice) bring
// their own few words, so each lazy screen that shows them carries them and the first load does not.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
