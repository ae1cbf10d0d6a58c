import en from 'virtual:catalogue/en/levels';
import { PLAYER_SKILL_LEVELS, type PlayerSkillLevel } from '@shared/rules/profile-preferences';
import { skillLabel } from '@web/lib/games/labels';
import { addEnglishTexts, t } from '@web/lib/i18n/texts';

// Only the welcome and Settings offer the levels with hints, so the hints' English travels with them.
addEnglishTexts(en);

interface PlayerLevelOption {
  value: PlayerSkillLevel;
  readonly label: string;
  readonly hint: string;
}

/**
 * The levels a player can say they play at, as the welcome and Settings offer them. The label and
 * hint are read as a screen renders, so they are always in the language spoken then.
 */
export const PLAYER_LEVEL_OPTIONS: readonly PlayerLevelOption[] = PLAYER_SKILL_LEVELS.map((value) => ({
  value,
  get label() {
    return skillLabel(value);
  },
  get hint() {
    return t(`levels.${value}.hint`);
  },
}));
