import { useId } from 'react';
import { t } from './texts';
import './series.css';

// On editing a game of a series: the change is for this game only, or for it and every later one.
export type EditScope = 'this' | 'following';

export function EditScopeChoice({ scope, onChange }: { scope: EditScope; onChange: (scope: EditScope) => void }) {
  const id = useId();
  return (
    <fieldset className="form-section edit-scope">
      <legend>{t('series.scope.legend')}</legend>
      <label className="check">
        <input type="radio" name={`${id}-scope`} checked={scope === 'this'} onChange={() => onChange('this')} />
        <span>{t('series.scope.this')}</span>
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${id}-scope`}
          checked={scope === 'following'}
          onChange={() => onChange('following')}
        />
        <span>{t('series.scope.following')}</span>
      </label>
      <p className="field-hint">{t('series.scope.hint')}</p>
    </fieldset>
  );
}
