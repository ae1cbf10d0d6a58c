import * as rruleModule from 'rrule';
import { WEEKDAYS, type RepeatRule } from '@shared/rules/series';

// A series' rule as an RRULE (RFC 5545, through the maintained rrule package) and the dates it
// gives. Dates are India's calendar days: the rule runs on midnight UTC of each IST date, so no
// offset or midnight can move a game to the neighbouring day (India has no DST), and the game's
// own time of day is added when an occurrence is made.

// Bundlers read the package's ES module, whose names are its exports; Node (the local stack) reads its
// CommonJS build, a UMD bundle whose names only its default export shows.
type RRuleModule = typeof rruleModule;
const { RRule, rrulestr }: RRuleModule =
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: RRuleModule }).default;

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** 'DTSTART:20261206T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20270228T000000Z' */
export function rruleText(rule: RepeatRule, firstDate: string): string {
  return new RRule({
    freq: RRule.WEEKLY,
    interval: rule.interval,
    byweekday: rule.days.map((day) => RRULE_DAYS[WEEKDAYS.indexOf(day)]!),
    dtstart: dayStart(firstDate),
    ...(rule.until ? { until: dayStart(rule.until) } : { count: rule.count ?? undefined }),
  }).toString();
}

/** The rule's dates in [from, before), oldest first (YYYY-MM-DD, India's calendar). */
export function ruleDates(rrule: string, from: string, before: string): string[] {
  if (from >= before) return [];
  return rrulestr(rrule)
    .between(dayStart(from), dayStart(before), true)
    .map(dateOf)
    .filter((date) => date < before);
}

/** The rule's first date: the series' first game falls on it. */
export function firstRuleDate(rrule: string): string | null {
  const first = rrulestr(rrule).all((_, i) => i < 1)[0];
  return first ? dateOf(first) : null;
}
