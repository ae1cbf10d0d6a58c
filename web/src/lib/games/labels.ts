import en from 'virtual:catalogue/en/sports';
import { SKILL_LEVELS, SPORTS } from '@shared/constants';
import { addEnglishTexts, t } from '../i18n/texts';

// Sport and skill-level names, in the language the app speaks now. Every screen that names a sport
// or a level reads it here, so a sport is called the same everywhere. Their English is tiny and
// the landing screens show it, so it rides in the first load with this module. Kept apart from
// format.ts so the game form loads only these.
addEnglishTexts(en);

export const titleCase = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** 'weight_training' → 'Weight Training' / 'वेट ट्रेनिंग'; 'other' shows the host's own sport name as written. */
export function sportLabel(sport: string, customSport?: string | null): string {
  if (sport === 'other' && customSport?.trim()) return customSport.trim();
  // A sport this build does not know yet (a newer server) still reads as a word, not an id.
  return isOneOf(SPORTS, sport) ? t(`sports.${sport}`) : titleCase(sport);
}

/** 'all_levels' → 'All Levels' / 'सभी लेवल'; the same names for a game's level and a player's. */
export const skillLabel = (level: string) =>
  isOneOf(SKILL_LEVELS, level) ? t(`sports.level.${level}`) : titleCase(level);
