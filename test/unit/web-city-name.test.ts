import hindi from 'virtual:catalogue/hi';
import { afterEach, describe, expect, it } from 'vitest';
import { CITIES, cityById } from '@web/lib/cities';
import { cityName } from '@web/lib/city-name';
import { speak } from '@web/lib/i18n/texts';
import { speakHindi } from '../support/speak-hindi';

// A city is named in the language spoken; English reads shared/cities.ts itself, with no catalogue.
afterEach(() => speak('en'));

describe('cityName', () => {
  it('is the listed name in English', () => {
    expect(cityName(cityById('bengaluru')!)).toBe('Bengaluru');
  });

  it('is the Hindi name in Hindi, for every city the app lists', () => {
    speakHindi(hindi);
    expect(cityName(cityById('bengaluru')!)).toBe('बेंगलुरु');
    for (const city of CITIES) expect(cityName(city), city.id).toMatch(/^[\u0900-\u097F ]+$/);
  });
});
