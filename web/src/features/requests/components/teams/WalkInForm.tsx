import { useId, useState } from 'react';
import { PLAYER_SKILL_LEVELS, type PlayerSkillLevel } from '@shared/rules/profile-preferences';
import { TEAM_LIMITS, TEAM_MESSAGES, TEAM_TEXT } from '@shared/texts/teams';
import { t } from '@web/lib/teams/texts';
import { skillLabel } from '@web/lib/games/format';
import { localMessage } from '@web/lib/i18n/local-message';

/** Adds walk-ins by name, with the level the host judges them at; friends in one go, by commas. */
export function WalkInForm({ onAdd }: { onAdd: (names: string, level: PlayerSkillLevel) => void }) {
  const id = useId();
  const [names, setNames] = useState('');
  const [level, setLevel] = useState<PlayerSkillLevel>('intermediate');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const list = names.split(',').map((name) => name.trim());
    if (list.every((name) => !name)) return setError(localMessage(TEAM_MESSAGES.walkInName));
    if (list.some((name) => name.length > TEAM_LIMITS.walkInName))
      return setError(localMessage(TEAM_MESSAGES.walkInNameTooLong));
    setError(null);
    onAdd(names, level);
    setNames('');
  };
  return (
    <form
      className="team-controls"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <label htmlFor={`${id}-names`} className="visually-hidden">
        {t('teams.walkInNames')}
      </label>
      <input
        id={`${id}-names`}
        value={names}
        placeholder={t('teams.walkInPlaceholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setNames(event.target.value)}
      />
      <label htmlFor={`${id}-level`} className="visually-hidden">
        {t('teams.walkInLevel')}
      </label>
      <select id={`${id}-level`} value={level} onChange={(event) => setLevel(event.target.value as PlayerSkillLevel)}>
        {PLAYER_SKILL_LEVELS.map((option) => (
          <option key={option} value={option}>
            {skillLabel(option)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary btn-small">
        {localMessage(TEAM_TEXT.addWalkIn)}
      </button>
      <p id={`${id}-hint`} className="muted">
        {localMessage(TEAM_TEXT.walkInHint)}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
