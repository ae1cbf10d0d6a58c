import type { Sport } from '@shared/constants';
import type { PlayerSkillLevel } from '@shared/schemas/profile';
import { SportCheckboxes } from '@web/components/form/SportCheckboxes';
import { PLAYER_LEVEL_OPTIONS } from '@web/lib/profile/player-levels';
import { t } from './editor-texts';

interface PlayerChoiceFieldsProps {
  sportsLegend: string;
  sportsHint: string;
  /** The options' wrapper class beside `chips` (each screen sizes its chips). */
  chipsClass: string;
  sports: readonly Sport[];
  onSports: (sports: Sport[]) => void;
  level: PlayerSkillLevel | null;
  onLevel: (level: PlayerSkillLevel) => void;
}

/** What a player plays and at what level, as chips (the welcome after sign-up and Settings). */
export function PlayerChoiceFields(props: PlayerChoiceFieldsProps) {
  const { sports, onSports, level, onLevel } = props;
  return (
    <>
      <SportCheckboxes
        legend={props.sportsLegend}
        hint={props.sportsHint}
        classNames={{ group: 'chips-field', options: `chips ${props.chipsClass}`, option: 'chip-option' }}
        selected={sports}
        onToggle={(sport, checked) => onSports(checked ? [...sports, sport] : sports.filter((s) => s !== sport))}
      />
      <fieldset className="field chips-field">
        <legend>{t('editor.yourLevel')}</legend>
        <div className={`chips ${props.chipsClass}`}>
          {PLAYER_LEVEL_OPTIONS.map((option) => (
            <label key={option.value} className="chip-option" title={option.hint}>
              <input
                type="radio"
                name="skill_level"
                value={option.value}
                checked={level === option.value}
                onChange={() => onLevel(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
