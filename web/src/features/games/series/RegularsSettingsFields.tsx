import { useId } from 'react';
import { REGULARS_LIMITS } from '@shared/rules/regulars';
import { t } from '@web/components/regulars/texts';
import type { HoursDraft } from './repeat-draft';
import './series.css';

/**
 * The regulars' two settings, in whole hours before a date's start: until when a regular may skip
 * it, and when it opens to everyone. In the form's 'Repeats' section and on the host's regulars page.
 */
export function RegularsSettingsFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: HoursDraft;
  onChange: (next: HoursDraft) => void;
  errors?: Partial<Record<keyof HoursDraft, string>>;
}) {
  const id = useId();
  const field = (
    key: keyof HoursDraft,
    label: string,
    unit: string,
    hint: string,
    limits: { min: number; max: number },
  ) => (
    <div className="field regulars-hours">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <div className="regulars-hours-row">
        <input
          id={`${id}-${key}`}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={draft[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={`${id}-${key}-hint${errors[key] ? ` ${id}-${key}-error` : ''}`}
          onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
        />
        <span>{unit}</span>
      </div>
      <p id={`${id}-${key}-hint`} className="field-hint">
        {hint}
      </p>
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {field(
        'skipCutoff',
        t('regulars.settings.skipCutoff'),
        t('regulars.settings.skipUnit'),
        t('regulars.settings.skipHint'),
        REGULARS_LIMITS.skipCutoffHours,
      )}
      {field(
        'publicOpens',
        t('regulars.settings.publicOpens'),
        t('regulars.settings.opensUnit'),
        t('regulars.settings.opensHint'),
        REGULARS_LIMITS.publicOpensHours,
      )}
    </>
  );
}

/** What is wrong with the typed hours, field by field (the server holds the same limits). */
export function hoursErrors(draft: HoursDraft): Partial<Record<keyof HoursDraft, string>> {
  const errors: Partial<Record<keyof HoursDraft, string>> = {};
  const check = (key: keyof HoursDraft, limits: { min: number; max: number }, message: string) => {
    const value = Number(draft[key]);
    if (!/^\d+$/.test(draft[key].trim()) || value < limits.min || value > limits.max) errors[key] = t(message, limits);
  };
  check('skipCutoff', REGULARS_LIMITS.skipCutoffHours, 'regulars.settings.invalidSkip');
  check('publicOpens', REGULARS_LIMITS.publicOpensHours, 'regulars.settings.invalidOpens');
  return errors;
}
