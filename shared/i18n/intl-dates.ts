import type { LanguageCode } from '../languages';
import type { DateWords } from './format-with';

// A language's day and month names from Intl, in India time. Each formatter is made at its first
// use and kept: making one costs a phone tens of milliseconds.

const IST = 'Asia/Kolkata';
const made = new Map<string, DateWords>();

/** A value made by `make` at the first call and kept. */
function later<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Intl's names of days and months in `language` (hi-IN for Hindi). */
export function intlDateWords(language: LanguageCode): DateWords {
  const kept = made.get(language);
  if (kept) return kept;
  const locale = `${language}-IN`;
  const dates = (options: Intl.DateTimeFormatOptions) =>
    later(() => new Intl.DateTimeFormat(locale, { timeZone: IST, ...options }));
  const month = dates({ month: 'short' });
  const weekdayDayMonth = dates({ weekday: 'short', day: 'numeric', month: 'short' });
  const dayMonthYear = dates({ day: 'numeric', month: 'short', year: 'numeric' });
  const relative = later(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const words: DateWords = {
    month: (moment) => month().format(moment),
    day: (moment, offset) => (offset === null ? weekdayDayMonth().format(moment) : relative().format(offset, 'day')),
    fullDate: (moment) => dayMonthYear().format(moment),
  };
  made.set(language, words);
  return words;
}
