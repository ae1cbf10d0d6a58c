import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes/no setting as a phone shows one: the whole row is the tap target, the switch says its state. */
export function SwitchRow({ label, hint, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <li className="settings-row">
      <label className="settings-switch-row">
        <span className="settings-row-text">
          <span className="settings-row-label">{label}</span>
          <span id={`${id}-hint`} className="settings-row-hint">
            {hint}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
    </li>
  );
}
