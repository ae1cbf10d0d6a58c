import type { LanguageCode } from '@shared/languages';
import { indiaDateAndTime } from '@shared/rules/game-time';

// A game's day and time as a shared link's preview and the accepted player's e-mail say it. Kept
// apart from the preview's texts, so a notifier that imports it does not carry them.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Sun 6 Dec, 18:00 IST': games are in India, whoever reads the preview. */
export function indiaDateLabel(iso: string): string {
  const { date, time } = indiaDateAndTime(iso);
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return `${weekday} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}, ${time} IST`;
}

let hindiDate: Intl.DateTimeFormat | undefined;

/** The same in the reader's language: 'Sun 6 Dec, 18:00 IST', 'रवि, 6 दिस॰, 18:00 IST'. */
export function indiaDateLabelIn(language: LanguageCode, iso: string): string {
  if (language === 'en') return indiaDateLabel(iso);
  hindiDate ??= new Intl.DateTimeFormat('hi-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  // The clock and 'IST' are written alike in both languages.
  return `${hindiDate.format(new Date(iso))}, ${indiaDateAndTime(iso).time} IST`;
}
