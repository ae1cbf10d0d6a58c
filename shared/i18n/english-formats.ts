import { indiaDateAndTime } from '../rules/game-time';
import { relativeWhen } from '../rules/relative-day';

// English dates as the screens have always written them, by hand from shared/rules: they equal
// en-IN's Intl output without making an Intl formatter, which costs a phone tens of milliseconds
// on a landing page's first render.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The short month name of a calendar date ('2026-11-28'): 'Nov'. */
export const englishMonth = (date: string): string => MONTHS[Number(date.slice(5, 7)) - 1]!;

/** 'Today, 7:00 pm', 'Tomorrow, 7:00 pm', 'Sat 5 Dec, 7:00 pm', India time. */
export const englishWhen = (iso: string, now: Date): string => relativeWhen(iso, now);

/** A day with its year: '27 Nov 2026'. */
export function englishFullDate(iso: string): string {
  const { date } = indiaDateAndTime(iso);
  return `${Number(date.slice(8, 10))} ${englishMonth(date)} ${date.slice(0, 4)}`;
}

/** The game page's date: '05 Dec, 19:00'. */
export function englishGameDate(iso: string): string {
  const { date, time } = indiaDateAndTime(iso);
  return `${date.slice(8, 10)} ${englishMonth(date)}, ${time}`;
}
