import en from 'virtual:catalogue/en/joinrequests';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// The join-requests panel shows on the community page and the host dashboard: its few words come with it.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
