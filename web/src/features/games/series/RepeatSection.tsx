import { useId } from 'react';
import { SERIES_LIMITS, WEEKDAYS } from '@shared/rules/series';
import { todayInIndia } from '@shared/rules/game-time';
import { repeatOn, ruleOf, type RepeatDraft } from './repeat-draft';
import { dayName, dayShortName, repeatSummaryWords } from './repeat-words';
import { hoursErrors, RegularsSettingsFields } from './RegularsSettingsFields';
import { t } from './texts';
import './series.css';

// The form's 'Repeats' section (decisions 068, 071): off by default; the weekdays as chips, every N
// weeks, the end (on a date or after N games), the rule said in plain words, and the regulars' settings.

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
      <legend>{t('series.repeat.legend')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.on}
          onChange={(event) => onChange(event.target.checked ? repeatOn(draft, gameDate) : { ...draft, on: false })}
        />
        <span>{t('series.repeat.toggle')}</span>
      </label>
      {draft.on ? (
        <>
          <fieldset className="chips-field repeat-days">
            <legend>{t('series.repeat.days')}</legend>
            <div className="chips repeat-day-chips">
              {WEEKDAYS.map((day) => (
                <label key={day} className="chip-option">
                  <input
                    type="checkbox"
                    checked={draft.days.includes(day)}
                    aria-label={dayName(day)}
                    onChange={(event) =>
                      set({ days: event.target.checked ? [...draft.days, day] : draft.days.filter((d) => d !== day) })
                    }
                  />
                  <span aria-hidden="true">{dayShortName(day)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-interval`}>{t('series.repeat.every')}</label>
            <select
              id={`${id}-interval`}
              value={draft.interval}
              onChange={(event) => set({ interval: event.target.value })}
            >
              {INTERVALS.map((n) => (
                <option key={n} value={String(n)}>
                  {n === 1 ? t('series.repeat.week') : t('series.repeat.weeks', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field repeat-ends">
            <legend>{t('series.repeat.ends')}</legend>
            <label className="check">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={draft.ends === 'count'}
                onChange={() => set({ ends: 'count' })}
              />
              <span>{t('series.repeat.after')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={SERIES_LIMITS.minCount}
                max={SERIES_LIMITS.maxCount}
                aria-label={t('series.repeat.count')}
                value={draft.count}
                disabled={draft.ends !== 'count'}
                onChange={(event) => set({ count: event.target.value })}
              />
              <span>{t('series.repeat.games')}</span>
            </label>
            <label className="check">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={draft.ends === 'until'}
                onChange={() => set({ ends: 'until' })}
              />
              <span>{t('series.repeat.onDate')}</span>
              <input
                type="date"
                aria-label={t('series.repeat.lastDate')}
                min={gameDate || undefined}
                value={draft.until}
                disabled={draft.ends !== 'until'}
                onChange={(event) => set({ until: event.target.value })}
              />
            </label>
          </fieldset>
          {rule && rule.days.length > 0 && (rule.count || rule.until) ? (
            <p className="repeat-summary" aria-live="polite">
              {repeatSummaryWords(rule, todayInIndia())}
            </p>
          ) : (
            <p className="field-hint">{t('series.repeat.choose')}</p>
          )}
          <p className="field-hint">{t('series.repeat.ahead')}</p>
          <fieldset className="repeat-regulars">
            <legend>{t('series.repeat.regularsLegend')}</legend>
            <p className="field-hint">{t('series.repeat.regularsHint')}</p>
            <RegularsSettingsFields
              draft={draft.regulars}
              errors={hoursErrors(draft.regulars)}
              onChange={(regulars) => set({ regulars })}
            />
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}
