import { inWeekOrder, type RepeatRule, type Weekday } from '@shared/rules/series';
import { monthIn } from '@web/lib/i18n/format';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from './texts';

// A series' rule in the reader's language: 'Repeats every Sunday', 'Every 2 weeks on Monday, 6 times'.
// The server's English twins are in shared/rules/series.ts; the screens say it from the catalogue.

export const dayName = (day: Weekday) => t(`series.day.${day}`);
export const dayShortName = (day: Weekday) => t(`series.dayShort.${day}`);

/** 'Sunday', 'Tuesday and Thursday', 'Monday, Wednesday and Friday'. */
export function dayListWords(days: readonly Weekday[]): string {
  const names = inWeekOrder(days).map(dayName);
  if (names.length <= 1) return names[0] ?? '';
  return t('series.list.and', { rest: names.slice(0, -1).join(', '), last: names.at(-1) });
}

type Rhythm = Pick<RepeatRule, 'days' | 'interval'>;

const every = (rule: Rhythm, prefix: 'series.' | 'series.summary.') =>
  rule.interval > 1
    ? t(`${prefix}everyWeeks`, { interval: rule.interval, days: dayListWords(rule.days) })
    : t(`${prefix}every`, { days: dayListWords(rule.days) });

/** The game page's heading: 'Repeats every Sunday'. */
export const repeatsWords = (rule: Rhythm) => t('series.note.repeats', { every: every(rule, 'series.') });

/** '28 Feb', with the year when it is not this one's. */
function dateWords(date: string, today: string): string {
  const day = Number(date.slice(8, 10));
  const month = monthIn(spokenLanguage(), date);
  return today.slice(0, 4) === date.slice(0, 4) ? `${day} ${month}` : `${day} ${month} ${date.slice(0, 4)}`;
}

/** The form's summary: 'Every Sunday until 28 Feb', 'Every 2 weeks on Monday, 6 times'. */
export function repeatSummaryWords(rule: RepeatRule, today: string): string {
  const text = every(rule, 'series.summary.');
  if (rule.until) return t('series.summary.until', { every: text, date: dateWords(rule.until, today) });
  return rule.count ? t('series.summary.times', { every: text, count: rule.count }) : text;
}
