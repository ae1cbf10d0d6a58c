import en from 'virtual:catalogue/en/teams';
import { levelOf } from '@shared/rules/skill-levels';
import { skillLabel } from '@web/lib/games/format';
import { addEnglishTexts, t } from '@web/lib/i18n/texts';

// Team sheets show on the host's check-in page, a player's request card and the game page: their
// English travels with whichever of those chunks draws one.
addEnglishTexts(en);

export { t };

/** 'Team A' as the language says it ('टीम A'); a name the server does not write that way stays as written. */
export function teamName(name: string): string {
  const letter = /^Team ([A-Z])$/.exec(name)?.[1];
  return letter ? t('teams.name', { letter }) : name;
}

/** The level a rating's points fall in, named in the language spoken: 'Intermediate', 'मध्यम'. */
export const levelName = (points: number) => skillLabel(levelOf(points).level);
