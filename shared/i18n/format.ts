import type { LanguageCode } from '../languages';
import { distanceLabel } from '../rules/distance-label';
import { indiaDateAndTime } from '../rules/game-time';
import { formatRupees } from '../rules/game-rules';
import { clockTime, relativeDay } from '../rules/relative-day';

// Numbers, money, dates and distances as each language writes them, always in India time.
// English keeps the hand-written formats of shared/rules: they equal en-IN's Intl output without
// making an Intl formatter, which costs a phone tens of milliseconds on a landing page's first
// render. Hindi reads its month and weekday names from Intl (hi-IN), made once and kept.

const LOCALE: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN' };
const IST = 'Asia/Kolkata';
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  const kept = made.get(key) as T | undefined;
  if (kept) return kept;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}
const indiaDate = (language: LanguageCode, options: Intl.DateTimeFormatOptions) =>
  once(
    `date:${language}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(LOCALE[language], { timeZone: IST, ...options }),
  );
/** A calendar date ('2026-11-28') as a moment inside that day in India. */
const middayOf = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** A count with the language's grouping: '1,50,000' (both languages group the Indian way). */
export const numberIn = (language: LanguageCode, value: number): string =>
  once(`number:${language}`, () => new Intl.NumberFormat(LOCALE[language])).format(value);

/**
 * Rupees: '₹1,50,000', '₹1,234.50'. hi-IN writes amounts exactly as en-IN does (Latin digits,
 * Indian grouping), so one format serves both (test/unit/i18n-format.test.ts holds it to Intl).
 */
export const moneyIn = (_language: LanguageCode, rupees: number): string => formatRupees(rupees);

/** The short month name of a calendar date: 'Nov', 'नव॰'. */
export function monthIn(language: LanguageCode, date: string): string {
  if (language === 'en') return MONTHS_EN[Number(date.slice(5, 7)) - 1]!;
  return indiaDate(language, { month: 'short' }).format(middayOf(date));
}

/** When something happens, as lists and cards say it: 'Tomorrow, 7:00 pm', 'कल, 7:00 pm', 'शनि, 28 नव॰, 7:00 pm'. */
export function whenIn(language: LanguageCode, iso: string, now: Date): string {
  const { day, time, kind } = relativeDay(iso, now);
  if (language === 'en') return `${day}, ${time}`;
  const offset = { today: 0, tomorrow: 1, yesterday: -1, other: null }[kind];
  const said =
    offset === null
      ? indiaDate(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso))
      : once(`relative:${language}`, () => new Intl.RelativeTimeFormat(LOCALE[language], { numeric: 'auto' })).format(
          offset,
          'day',
        );
  return `${said}, ${time}`;
}

/** A day with its year, as a record says when it was made: '27 Nov 2026', '27 नव॰ 2026'. */
export function fullDateIn(language: LanguageCode, iso: string): string {
  const { date } = indiaDateAndTime(iso);
  if (language === 'en') return `${Number(date.slice(8, 10))} ${monthIn(language, date)} ${date.slice(0, 4)}`;
  return indiaDate(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** The game page's date: '05 Dec, 19:00', '05 दिस॰, 19:00' (the clock in 24 hours in both). */
export function gameDateIn(language: LanguageCode, iso: string): string {
  const { date, time } = indiaDateAndTime(iso);
  return `${date.slice(8, 10)} ${monthIn(language, date)}, ${time}`;
}

/** The clock time as phones show it in India: '7:00 pm' (hi-IN writes it the same). */
export const clockIn = (_language: LanguageCode, hhmm: string): string => clockTime(hhmm);

/** How far away: '0.4 km away', '24 km away'; '0.4 किमी दूर', '24 किमी दूर'. */
export function distanceIn(language: LanguageCode, km: number | null | undefined): string | null {
  const english = distanceLabel(km);
  if (language === 'en' || english === null) return english;
  if (km! < 0.1) return '100 मीटर से कम दूर';
  return english.replace(' km away', ' किमी दूर');
}
