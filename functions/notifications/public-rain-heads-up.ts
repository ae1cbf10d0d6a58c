// The rain heads-up's words for the games domain, apart from index.ts: every notifier imports the
// index, and only the heads-up's sender should carry these texts.
export { rainHeadsUpText } from './rain-heads-up-texts';
