import { type City, cityById, REMEMBERED_CITY_KEY } from '@shared/cities';

export { CITIES, type City, cityById } from '@shared/cities';

// No texts here: the entry's early requests import this module, and must stay free of the i18n
// runtime (cityName, the name in the reader's language, is in city-name.ts).

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
