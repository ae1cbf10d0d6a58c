import { describe, expect, it } from 'vitest';
import {
  addDays,
  occurrenceWindow,
  repeatProblem,
  repeatsText,
  repeatSummary,
  weekdayOf,
  type RepeatRule,
} from '@shared/rules/series';
import { SERIES_MESSAGES } from '@shared/texts/series';
import { repeatRuleSchema } from '@shared/schemas/series';
import { ruleDates, rruleText } from '@functions/games/series/series-dates';
import { occurrenceId, uuidV5 } from '@functions/games/series/occurrence-id';

// Repeating games' rules: the RRULE and its dates on India's calendar, the window of dates made
// ahead, and what the screens say of a rule.

const weekly = (days: RepeatRule['days'], ends: Partial<RepeatRule> = {}): RepeatRule => ({
  days,
  interval: 1,
  until: null,
  count: null,
  ...ends,
});

describe('a rule as an RRULE and its dates', () => {
  it('every Sunday until a date: one date a week, the end included', () => {
    const rrule = rruleText(weekly(['SU'], { until: '2027-01-03' }), '2026-12-06');
    expect(rrule).toBe('DTSTART:20261206T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20270103T000000Z');
    expect(ruleDates(rrule, '2026-12-01', '2027-02-01')).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
      '2026-12-27',
      '2027-01-03',
    ]);
  });

  it('Tuesday and Thursday, 5 times: counts from the first game', () => {
    const rrule = rruleText(weekly(['TH', 'TU'], { count: 5 }), '2026-12-01');
    expect(ruleDates(rrule, '2026-12-01', '2027-12-01')).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
    ]);
  });

  it('every 2 weeks skips the week between', () => {
    const rrule = rruleText({ days: ['SA'], interval: 2, until: '2027-01-31', count: null }, '2026-12-05');
    expect(ruleDates(rrule, '2026-12-05', '2027-01-10')).toEqual(['2026-12-05', '2026-12-19', '2027-01-02']);
  });

  it('answers the dates in [from, before): the end day is left for the next window', () => {
    const rrule = rruleText(weekly(['SU'], { count: 10 }), '2026-12-06');
    expect(ruleDates(rrule, '2026-12-13', '2026-12-27')).toEqual(['2026-12-13', '2026-12-20']);
    expect(ruleDates(rrule, '2026-12-27', '2026-12-27')).toEqual([]);
  });
});

describe('the window of dates that exist as games', () => {
  it('is the 28 days from today in India', () => {
    expect(occurrenceWindow(new Date('2026-12-06T10:00:00Z'))).toEqual({ from: '2026-12-06', before: '2027-01-03' });
  });

  it('turns at India midnight, not UTC midnight', () => {
    // 18:29 UTC is 23:59 IST on the 5th; 18:30 UTC is already the 6th in India.
    expect(occurrenceWindow(new Date('2026-12-05T18:29:00Z')).from).toBe('2026-12-05');
    expect(occurrenceWindow(new Date('2026-12-05T18:30:00Z')).from).toBe('2026-12-06');
    // 23:00 UTC on Saturday is Sunday morning in India: a Sunday game of that day is in the window.
    const { from, before } = occurrenceWindow(new Date('2026-12-05T23:00:00Z'));
    const rrule = rruleText(weekly(['SU'], { count: 8 }), '2026-12-06');
    expect(ruleDates(rrule, from, before)).toEqual(['2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27']);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2026-12-06')).toBe('SU');
    expect(weekdayOf('2026-12-07')).toBe('MO');
  });
});

describe('what a game page and the form say', () => {
  it("'Repeats every …' for one day, two days, several and every N weeks", () => {
    expect(repeatsText(weekly(['SU']))).toBe('Repeats every Sunday');
    expect(repeatsText(weekly(['TH', 'TU']))).toBe('Repeats every Tuesday and Thursday');
    expect(repeatsText(weekly(['FR', 'MO', 'WE']))).toBe('Repeats every Monday, Wednesday and Friday');
    expect(repeatsText({ days: ['SU'], interval: 2 })).toBe('Repeats every 2 weeks on Sunday');
  });

  it('the summary says when the series ends', () => {
    expect(repeatSummary(weekly(['SU'], { until: '2027-02-28' }), '2027-01-01')).toBe('Every Sunday until 28 Feb');
    expect(repeatSummary(weekly(['SU'], { until: '2027-02-28' }), '2026-12-01')).toBe('Every Sunday until 28 Feb 2027');
    expect(repeatSummary({ days: ['MO'], interval: 2, until: null, count: 6 })).toBe(
      'Every 2 weeks on Monday, 6 times',
    );
  });
});

describe('what a rule may be', () => {
  it('needs the first game on one of its days, an end, and an end after the first game within a year', () => {
    expect(repeatProblem(weekly(['SU'], { count: 4 }), '2026-12-06', 365)).toBeNull();
    expect(repeatProblem(weekly(['MO'], { count: 4 }), '2026-12-06', 365)).toBe(
      SERIES_MESSAGES.firstDayMissing('Sunday'),
    );
    expect(repeatProblem(weekly(['SU']), '2026-12-06', 365)).toBe(SERIES_MESSAGES.endRequired);
    expect(repeatProblem(weekly(['SU'], { until: '2026-12-06' }), '2026-12-06', 365)).toBe(SERIES_MESSAGES.endsTooSoon);
    expect(repeatProblem(weekly(['SU'], { until: '2027-12-12' }), '2026-12-06', 365)).toBe(SERIES_MESSAGES.endsTooLate);
    expect(repeatProblem(weekly([], { count: 3 }), '2026-12-06', 365)).toBe(SERIES_MESSAGES.daysRequired);
  });

  it('the schema refuses unknown days, repeated days, both ends or none, and counts out of range', () => {
    const parse = (rule: unknown) => repeatRuleSchema.safeParse(rule);
    expect(parse({ days: ['SU'], interval: 1, count: 4 }).success).toBe(true);
    expect(parse({ days: ['XX'], count: 4 }).success).toBe(false);
    expect(parse({ days: ['SU', 'SU'], count: 4 }).success).toBe(false);
    expect(parse({ days: ['SU'], count: 4, until: '2027-01-01' }).success).toBe(false);
    expect(parse({ days: ['SU'] }).success).toBe(false);
    expect(parse({ days: ['SU'], count: 1 }).success).toBe(false);
    expect(parse({ days: ['SU'], count: 4, interval: 5 }).success).toBe(false);
  });
});

describe("an occurrence's id", () => {
  it('is the same for the same series and date, different for another date, and the first keeps its own', () => {
    const series = { id: '8f14e45f-ceea-467f-a9f5-0c5e5a1c0d11', first_date: '2026-12-06', first_game_id: 'first' };
    const a = occurrenceId(series, '2026-12-13');
    expect(a).toBe(occurrenceId(series, '2026-12-13'));
    expect(a).not.toBe(occurrenceId(series, '2026-12-20'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(occurrenceId(series, '2026-12-06')).toBe('first');
  });

  it('is RFC 4122 version 5 (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});
