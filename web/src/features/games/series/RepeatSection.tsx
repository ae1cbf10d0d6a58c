import { useId } from 'react';
import { SERIES_LIMITS, WEEKDAYS, WEEKDAY_NAMES, repeatSummary } from '@shared/rules/series';
import { todayInIndia } from '@shared/rules/game-time';
import { repeatOn, ruleOf, type RepeatDraft } from './repeat-draft';
import './series.css';

// The form's 'Repeats' section (decision 068): off by default; the weekdays as chips, every N
// weeks, and the end (on a date or after N games), with the rule said in plain words.

const INTERVALS = Array.from({ length: SERIES_LIMITS.maxInterval }, (_, i) => i + 1);

export function RepeatSection({
  draft,
  gameDate,
  onChange,
}: {
  draft: RepeatDraft;
  /** The first game's date: turning on starts from its weekday. */
  gameDate: string;
  onChange: (next: RepeatDraft) => void;
}) {
  const id = useId();
  const set = (next: Partial<RepeatDraft>) => onChange({ ...draft, ...next });
  const rule = ruleOf(draft);
  return (
    <fieldset className="form-section repeat-section">
      <legend>Repeats</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.on}
          onChange={(event) => onChange(event.target.checked ? repeatOn(draft, gameDate) : { ...draft, on: false })}
        />
        <span>Repeat this game every week</span>
      </label>
      {draft.on ? (
        <>
          <fieldset className="chips-field repeat-days">
            <legend>On</legend>
            <div className="chips repeat-day-chips">
              {WEEKDAYS.map((day) => (
                <label key={day} className="chip-option">
                  <input
                    type="checkbox"
                    checked={draft.days.includes(day)}
                    aria-label={WEEKDAY_NAMES[day]}
                    onChange={(event) =>
                      set({ days: event.target.checked ? [...draft.days, day] : draft.days.filter((d) => d !== day) })
                    }
                  />
                  <span aria-hidden="true">{WEEKDAY_NAMES[day].slice(0, 3)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-interval`}>Every</label>
            <select
              id={`${id}-interval`}
              value={draft.interval}
              onChange={(event) => set({ interval: event.target.value })}
            >
              {INTERVALS.map((n) => (
                <option key={n} value={String(n)}>
                  {n === 1 ? 'week' : `${n} weeks`}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field repeat-ends">
            <legend>Ends</legend>
            <label className="check">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={draft.ends === 'count'}
                onChange={() => set({ ends: 'count' })}
              />
              <span>After</span>
              <input
                type="number"
                inputMode="numeric"
                min={SERIES_LIMITS.minCount}
                max={SERIES_LIMITS.maxCount}
                aria-label="Number of games"
                value={draft.count}
                disabled={draft.ends !== 'count'}
                onChange={(event) => set({ count: event.target.value })}
              />
              <span>games</span>
            </label>
            <label className="check">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={draft.ends === 'until'}
                onChange={() => set({ ends: 'until' })}
              />
              <span>On</span>
              <input
                type="date"
                aria-label="Last date"
                min={gameDate || undefined}
                value={draft.until}
                disabled={draft.ends !== 'until'}
                onChange={(event) => set({ until: event.target.value })}
              />
            </label>
          </fieldset>
          {rule && rule.days.length > 0 && (rule.count || rule.until) ? (
            <p className="repeat-summary" aria-live="polite">
              {repeatSummary(rule, todayInIndia())}
            </p>
          ) : (
            <p className="field-hint">Choose the days and when the series ends.</p>
          )}
          <p className="field-hint">Each date is a game of its own, listed four weeks ahead.</p>
        </>
      ) : null}
    </fieldset>
  );
}
