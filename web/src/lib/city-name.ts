import type { City } from '@shared/cities';
import { spokenLanguage, t } from './i18n/texts';

/**
 * A city's name in the language spoken. English is the name in shared/cities.ts itself, so the
 * landing screens that name a city carry no catalogue for it; other languages read area 'cities'.
 * Kept apart from cities.ts: the entry's early requests read the remembered city from there,
 * and a `t` import would pull the i18n runtime into a chunk of its own on every first load.
 */
export const cityName = (city: City): string => (spokenLanguage() === 'en' ? city.name : t(`cities.${city.id}`));
