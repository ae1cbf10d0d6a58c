import en from 'virtual:catalogue/en/discover';
import { addEnglishTexts } from '@web/lib/i18n/texts';

// Discover's English travels in Discover's own chunk (a production build writes most of it in
// place: web/build/inline-english.ts); its Hindi comes with the rest of Hindi.
addEnglishTexts(en);

export { t } from '@web/lib/i18n/texts';
