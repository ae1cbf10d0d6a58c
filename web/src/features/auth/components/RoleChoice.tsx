import { useId } from 'react';
import type { Role } from '@shared/constants';

interface RoleChoiceProps {
  legend: string;
  value: Role;
  onChange: (role: Role) => void;
  options: { value: Role; label: string; hint?: string }[];
}

/** The player/host choice as a native radio group: arrow keys move, the legend names the group. */
export function RoleChoice({ legend, value, onChange, options }: RoleChoiceProps) {
  const id = useId();
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.hint ? `${id}-${option.value}` : undefined}
          />
          <span className="choice-text">
            <span className="choice-label">{option.label}</span>
            {/* Read as the option's description, not as part of its name. */}
            {option.hint ? (
              <span id={`${id}-${option.value}`} className="choice-hint" aria-hidden="true">
                {option.hint}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
