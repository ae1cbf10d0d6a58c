import { todayInIndia } from './game-time';
import { SERIES_MESSAGES } from '../texts/series';

// Repeating games: a host's rule (weekly on some days, every N weeks, until a date or N times) and
// how the screens say it. Pure and free of the rrule library, so the web can say 'Repeats every
// Sunday' without loading it; the server turns the same rule into an RRULE and its dates.

/** Weekdays as RRULE spells them, Monday first (the ISO week, and rrule's default week start). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const SERIES_LIMITS = {
  /** Every N weeks: beyond a month apart a series is not a habit any more. */
  maxInterval: 4,
  /** After N times: at least two (one game is not a series), at most a year of weekly games. */
  minCount: 2,
  maxCount: 52,
} as const;

/**
 * How far ahead occurrences exist as real games: the 28 days from today (IST), so a weekly game
 * has four dates in Discover and a player can plan a month.
 */
export const SERIES_AHEAD_DAYS = 28;

/** The host's rule as the form sends it and the series stores it. Exactly one of until and count. */
export interface RepeatRule {
  days: Weekday[];
  /** Every N weeks (1 = every week). */
  interval: number;
  /** The last date a game may fall on (IST, YYYY-MM-DD), or null when it ends after `count` games. */
  until: string | null;
  count: number | null;
}

const DAY_MS = 86_400_000;

/** The IST calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of an IST calendar date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 Sunday … 6 Saturday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/**
 * The dates that should exist as games at `now`: from today (IST) to the day before
 * today + SERIES_AHEAD_DAYS. Today is the Indian date, so at 23:00 UTC on a Saturday it is Sunday.
 */
export function occurrenceWindow(now: Date): { from: string; before: string } {
  const today = todayInIndia(now);
  return { from: today, before: addDays(today, SERIES_AHEAD_DAYS) };
}

/** The chosen days in week order, whatever order they were tapped in. */
export const inWeekOrder = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((day) => days.includes(day));

/** 'Sunday', 'Tuesday and Thursday', 'Monday, Wednesday and Friday'. */
export function dayList(days: readonly Weekday[]): string {
  const names = inWeekOrder(days).map((day) => WEEKDAY_NAMES[day]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'every Sunday' or 'every 2 weeks on Sunday'. */
const everyText = (rule: Pick<RepeatRule, 'days' | 'interval'>) =>
  rule.interval > 1 ? `every ${rule.interval} weeks on ${dayList(rule.days)}` : `every ${dayList(rule.days)}`;

/** What a game page says of its series: 'Repeats every Sunday', 'Repeats every 2 weeks on Tuesday and Thursday'. */
export const repeatsText = (rule: Pick<RepeatRule, 'days' | 'interval'>) => `Repeats ${everyText(rule)}`;

/** '28 Feb' (IST calendar date; the year only when it is not this one's). */
export function shortDate(date: string, today?: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' });
  return today && today.slice(0, 4) !== date.slice(0, 4) ? `${day} ${name} ${year}` : `${day} ${name}`;
}

/** The form's plain-language summary: 'Every Sunday until 28 Feb', 'Every 2 weeks on Monday, 6 times'. */
export function repeatSummary(rule: RepeatRule, today?: string): string {
  const every = everyText(rule);
  const text = every.charAt(0).toUpperCase() + every.slice(1);
  if (rule.until) return `${text} until ${shortDate(rule.until, today)}`;
  return rule.count ? `${text}, ${rule.count} times` : text;
}

/** What is wrong with a rule whose first game is on `firstDate`; null when it is fine. */
export function repeatProblem(rule: RepeatRule, firstDate: string, horizonDays: number): string | null {
  if (!rule.days.length) return SERIES_MESSAGES.daysRequired;
  const first = weekdayOf(firstDate);
  // The first game is the rule's first date, so 'after 6 times' counts it and nothing comes before it.
  if (!rule.days.includes(first)) return SERIES_MESSAGES.firstDayMissing(WEEKDAY_NAMES[first]);
  if ((rule.until == null) === (rule.count == null)) return SERIES_MESSAGES.endRequired;
  if (rule.until != null) {
    if (rule.until <= firstDate) return SERIES_MESSAGES.endsTooSoon;
    if (rule.until > addDays(firstDate, horizonDays)) return SERIES_MESSAGES.endsTooLate;
  }
  return null;
}
