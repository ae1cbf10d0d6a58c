import type { LanguageCode } from '../languages';
import { distanceLabel } from '../rules/distance-label';
import { indiaDateAndTime } from '../rules/game-time';
import { formatRupees } from '../rules/game-rules';
import { clockTime, relativeDay } from '../rules/relative-day';
import { englishFullDate, englishGameDate, englishMonth, englishWhen } from './english-formats';

// Numbers, money, dates and distances as each language writes them, always in India time.
// English is written by hand (english-formats.ts). Other languages read their month and weekday
// names from Intl (intl-dates.ts), handed in by whoever builds the formats: the functions at
// once, the web only when such a language is chosen, so an English reader's first load carries none of it.

/** How a language other than English names days and months. */
export interface DateWords {
  /** The short month name of a moment: 'नव॰'. */
  month(moment: Date): string;
  /** A day by its distance from today (-1, 0, 1: 'कल', 'आज'), or, when null, by weekday, day and month. */
  day(moment: Date, offset: number | null): string;
  /** A day with its year: '27 नव॰ 2026'. */
  fullDate(moment: Date): string;
}

const OFFSETS = { today: 0, tomorrow: 1, yesterday: -1, other: null } as const;
/** A calendar date ('2026-11-28') as a moment inside that day in India. */
const middayOf = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** The formats, with `dateWords` naming days and months in each language other than English. */
export function formatWith(dateWords: (language: Exclude<LanguageCode, 'en'>) => DateWords) {
  const numbers = new Map<LanguageCode, Intl.NumberFormat>();

  /** The short month name of a calendar date: 'Nov', 'नव॰'. */
  const monthIn = (language: LanguageCode, date: string): string =>
    language === 'en' ? englishMonth(date) : dateWords(language).month(middayOf(date));

  return {
    /** A count with the language's grouping: '1,50,000' (both languages group the Indian way). */
    numberIn(language: LanguageCode, value: number): string {
      const made = numbers.get(language) ?? new Intl.NumberFormat(`${language}-IN`);
      numbers.set(language, made);
      return made.format(value);
    },

    /**
     * Rupees: '₹1,50,000', '₹1,234.50'. hi-IN writes amounts exactly as en-IN does (Latin digits,
     * Indian grouping), so one format serves both (test/unit/i18n-format.test.ts holds it to Intl).
     */
    moneyIn: (_language: LanguageCode, rupees: number): string => formatRupees(rupees),

    monthIn,

    /** When something happens, as lists and cards say it: 'Tomorrow, 7:00 pm', 'कल, 7:00 pm', 'शनि, 28 नव॰, 7:00 pm'. */
    whenIn(language: LanguageCode, iso: string, now: Date): string {
      if (language === 'en') return englishWhen(iso, now);
      const { time, kind } = relativeDay(iso, now);
      return `${dateWords(language).day(new Date(iso), OFFSETS[kind])}, ${time}`;
    },

    /** A day with its year, as a record says when it was made: '27 Nov 2026', '27 नव॰ 2026'. */
    fullDateIn: (language: LanguageCode, iso: string): string =>
      language === 'en' ? englishFullDate(iso) : dateWords(language).fullDate(new Date(iso)),

    /** The game page's date: '05 Dec, 19:00', '05 दिस॰, 19:00' (the clock in 24 hours in both). */
    gameDateIn(language: LanguageCode, iso: string): string {
      if (language === 'en') return englishGameDate(iso);
      const { date, time } = indiaDateAndTime(iso);
      return `${date.slice(8, 10)} ${monthIn(language, date)}, ${time}`;
    },

    /** The clock time as phones show it in India: '7:00 pm' (hi-IN writes it the same). */
    clockIn: (_language: LanguageCode, hhmm: string): string => clockTime(hhmm),

    /** How far away: '0.4 km away', '24 km away'; '0.4 किमी दूर', '24 किमी दूर'. */
    distanceIn(language: LanguageCode, km: number | null | undefined): string | null {
      const english = distanceLabel(km);
      if (language === 'en' || english === null) return english;
      if (km! < 0.1) return '100 मीटर से कम दूर';
      return english.replace(' km away', ' किमी दूर');
    },
  };
}
