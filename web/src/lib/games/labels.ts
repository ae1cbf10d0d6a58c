import { SKILL_LEVELS, SPORTS } from '@shared/constants';
import { spokenLanguage, t } from '../i18n/texts';

// Sport and skill-level names, in the language the app speaks now. Every screen that names a sport
// or a level reads it here, so a sport is called the same everywhere. The landing screens show
// them, so their English costs the first load nothing: it is the id in title case ('weight_training'
// → 'Weight Training'), which the 'sports' catalogue's English repeats for translators and a unit
// test holds equal. Other languages read the catalogue, which arrives with their texts.
// Kept apart from format.ts so the game form loads only these.

export const titleCase = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A known id's name in the spoken language; an id this build does not know (a newer server) still reads as words. */
const named = (known: boolean, key: string, id: string) =>
  known && spokenLanguage() !== 'en' ? t(key) : titleCase(id);

/** 'weight_training' → 'Weight Training' / 'वेट ट्रेनिंग'; 'other' shows the host's own sport name as written. */
export function sportLabel(sport: string, customSport?: string | null): string {
  if (sport === 'other' && customSport?.trim()) return customSport.trim();
  return named(isOneOf(SPORTS, sport), `sports.${sport}`, sport);
}

/** 'all_levels' → 'All Levels' / 'सभी लेवल'; the same names for a game's level and a player's. */
export const skillLabel = (level: string) => named(isOneOf(SKILL_LEVELS, level), `sports.level.${level}`, level);
