import { SERIES_LIMITS, weekdayOf, type RepeatRule, type Weekday } from '@shared/rules/series';
import { REGULARS_DEFAULTS, type RegularsSettings } from '@shared/rules/regulars';

// The form's 'Repeats' section as its inputs hold it, and the rule it sends (decisions 068, 071).

export interface RepeatDraft {
  on: boolean;
  days: Weekday[];
  /** Every N weeks, as the select holds it. */
  interval: string;
  ends: 'until' | 'count';
  until: string;
  count: string;
  /** The regulars' settings, as their number inputs hold them. */
  regulars: HoursDraft;
}

/** The two regulars' settings as typed (whole hours before the start). */
export interface HoursDraft {
  skipCutoff: string;
  publicOpens: string;
}

/** The rule and, beside it, the regulars' settings of the new series. */
export type SeriesRepeat = RepeatRule & { regulars?: RegularsSettings };

export const hoursDraftOf = (settings: RegularsSettings): HoursDraft => ({
  skipCutoff: String(settings.skip_cutoff_hours),
  publicOpens: String(settings.public_opens_hours),
});

/** What the inputs hold as numbers; the server checks the limits and says what is wrong. */
export const settingsOf = (draft: HoursDraft): RegularsSettings => ({
  skip_cutoff_hours: Number(draft.skipCutoff.trim() || Number.NaN),
  public_opens_hours: Number(draft.publicOpens.trim() || Number.NaN),
});

export const repeatOff = (): RepeatDraft => ({
  on: false,
  days: [],
  interval: '1',
  ends: 'count',
  until: '',
  count: '4',
  regulars: hoursDraftOf(REGULARS_DEFAULTS),
});

/** Turning it on starts from the first game's weekday, so the plain case is one tap. */
export const repeatOn = (draft: RepeatDraft, gameDate: string): RepeatDraft => ({
  ...draft,
  on: true,
  days: draft.days.length || !/^\d{4}-\d{2}-\d{2}$/.test(gameDate) ? draft.days : [weekdayOf(gameDate)],
});

/** The rule to send, or null when the game does not repeat. The server checks the rest. */
export function ruleOf(draft: RepeatDraft): SeriesRepeat | null {
  if (!draft.on) return null;
  const count = Number.parseInt(draft.count, 10);
  return {
    days: draft.days,
    interval: Math.min(Math.max(Number.parseInt(draft.interval, 10) || 1, 1), SERIES_LIMITS.maxInterval),
    until: draft.ends === 'until' ? draft.until : null,
    count: draft.ends === 'count' ? (Number.isFinite(count) ? count : 0) : null,
    regulars: settingsOf(draft.regulars),
  };
}
