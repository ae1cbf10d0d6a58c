import { formatWith } from './format-with';
import { intlDateWords } from './intl-dates';

// The formats with every language's day and month names at hand, for the functions (e-mails,
// notices, previews) and tests. The web builds its own from format-with.ts, which learns a
// language's names only when that language is chosen (web/src/lib/i18n/format.ts).
export const { numberIn, moneyIn, monthIn, whenIn, fullDateIn, gameDateIn, clockIn, distanceIn } =
  formatWith(intlDateWords);
