import { useId } from 'react';
import { SPORTS, type Sport } from '@shared/constants';
import { sportLabel } from '@web/lib/games/labels';

// What one plays or hosts is a named sport: 'other' has no name to show.
const NAMED_SPORTS = SPORTS.filter((sport) => sport !== 'other');

interface SportCheckboxesProps {
  legend: string;
  hint: string;
  /** The fieldset's class next to `field`, the options' wrapper's and each option label's. */
  classNames: { group: string; options: string; option: string };
  selected: readonly Sport[];
  error?: string;
  /** Sent with the form as `name=sport` when set. */
  name?: string;
  onToggle: (sport: Sport, checked: boolean) => void;
}

/** The named sports as checkboxes in a group; the first box carries the group's error so first-error focus lands there. */
export function SportCheckboxes({ legend, hint, classNames, selected, error, name, onToggle }: SportCheckboxesProps) {
  const id = useId();
  return (
    <fieldset className={`field ${classNames.group}`} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <div className={classNames.options}>
        {NAMED_SPORTS.map((sport, index) => (
          <label key={sport} className={classNames.option}>
            <input
              type="checkbox"
              name={name}
              value={name ? sport : undefined}
              checked={selected.includes(sport)}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={error && index === 0 ? `${id}-error` : undefined}
              onChange={(event) => onToggle(sport, event.target.checked)}
            />
            <span>{sportLabel(sport)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
