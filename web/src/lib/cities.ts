import { type City, cityById, REMEMBERED_CITY_KEY } from '@shared/cities';
import { spokenLanguage, t } from './i18n/texts';

export { CITIES, type City, cityById } from '@shared/cities';

/**
 * A city's name in the language spoken. English is the name in shared/cities.ts itself, so the
 * landing screens that name a city carry no catalogue for it; other languages read area 'cities'.
 */
export const cityName = (city: City): string => (spokenLanguage() === 'en' ? city.name : t(`cities.${city.id}`));

// A picked city is remembered: the player is not asked for their location again on every visit,
// and Home's 'Trending Games' are near it too.
const STORAGE_KEY = REMEMBERED_CITY_KEY;

export function rememberedCity(): City | null {
  try {
    return cityById(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function rememberCity(cityId: string | null) {
  try {
    if (cityId) localStorage.setItem(STORAGE_KEY, cityId);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the choice lasts for this visit.
  }
}
