interface ChoiceListProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** One choice out of a list (a language, a city), each a full-width row with a radio button. */
export function ChoiceList<T extends string>({ legend, name, options, value, disabled, onChange }: ChoiceListProps<T>) {
  return (
    <fieldset className="settings-choices">
      <legend className="visually-hidden">{legend}</legend>
      <ul className="settings-list">
        {options.map((option) => (
          <li key={option.value} className="settings-row">
            <label className="settings-choice-row">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              <span className="settings-row-text">
                <span className="settings-row-label">{option.label}</span>
                {option.hint ? <span className="settings-row-hint">{option.hint}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
