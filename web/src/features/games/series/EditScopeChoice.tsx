import { useId } from 'react';
import './series.css';

// On editing a game of a series: the change is for this game only, or for it and every later one.
export type EditScope = 'this' | 'following';

export function EditScopeChoice({ scope, onChange }: { scope: EditScope; onChange: (scope: EditScope) => void }) {
  const id = useId();
  return (
    <fieldset className="form-section edit-scope">
      <legend>This game repeats. Save the changes for</legend>
      <label className="check">
        <input type="radio" name={`${id}-scope`} checked={scope === 'this'} onChange={() => onChange('this')} />
        <span>This game</span>
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={scope === 'following'}
          onChange={() => onChange('following')}
        />
        <span>This and following</span>
      </label>
      <p className="field-hint">Each game keeps its own date; games that have started are not changed.</p>
    </fieldset>
  );
}
