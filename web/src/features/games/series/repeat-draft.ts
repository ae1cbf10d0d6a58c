import { SERIES_LIMITS, weekdayOf, type RepeatRule, type Weekday } from '@shared/rules/series';

// The form's 'Repeats' section as its inputs hold it, and the rule it sends (decision 068).

export interface RepeatDraft {
  on: boolean;
  days: Weekday[];
  /** Every N weeks, as the select holds it. */
  interval: string;
  ends: 'until' | 'count';
  until: string;
  count: string;
}

export const repeatOff = (): RepeatDraft => ({
  on: false,
  days: [],
  interval: '1',
  ends: 'count',
  until: '',
  count: '4',
});

/** Turning it on starts from the first game's weekday, so the plain case is one tap. */
export const repeatOn = (draft: RepeatDraft, gameDate: string): RepeatDraft => ({
  ...draft,
  on: true,
  days: draft.days.length || !/^\d{4}-\d{2}-\d{2}$/.test(gameDate) ? draft.days : [weekdayOf(gameDate)],
});

/** The rule to send, or null when the game does not repeat. The server checks the rest. */
export function ruleOf(draft: RepeatDraft): RepeatRule | null {
  if (!draft.on) return null;
  const count = Number.parseInt(draft.count, 10);
  return {
    days: draft.days,
    interval: Math.min(Math.max(Number.parseInt(draft.interval, 10) || 1, 1), SERIES_LIMITS.maxInterval),
    until: draft.ends === 'until' ? draft.until : null,
    count: draft.ends === 'count' ? (Number.isFinite(count) ? count : 0) : null,
  };
}
