import { afterEach, describe, expect, it } from 'vitest';
import { forecastLabel, forecastLine } from '@shared/rules/forecast';
import { t } from '@web/features/games/forecast/texts';
import { speak } from '@web/lib/i18n/texts';
import { speakHindi } from '../support/speak-hindi';

// The game page's forecast line reads the 'forecast' catalogue: in English exactly the shared
// rules' words (the server's heads-up speaks them too), in Hindi in Hindi.
const values = (forecast: { rain_chance: number; temperature_c: number }) => ({
  chance: forecast.rain_chance,
  temperature: forecast.temperature_c,
});

describe('forecast words', () => {
  afterEach(() => speak('en'));

  it('says the line and its spoken label as the shared rules do', () => {
    for (const forecast of [
      { hour: '2026-12-01T13:00', rain_chance: 70, temperature_c: 27 },
      { hour: '2026-12-01T13:00', rain_chance: 10, temperature_c: 31.5 },
    ]) {
      expect(t('forecast.line', values(forecast))).toBe(forecastLine(forecast));
      const likely = forecast.rain_chance >= 60;
      expect(t(likely ? 'forecast.labelRain' : 'forecast.label', values(forecast))).toBe(forecastLabel(forecast));
    }
  });

  it('speaks Hindi once it is chosen', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    expect(t('forecast.line', { chance: 70, temperature: 27 })).toBe('बारिश की 70% संभावना · 27°C');
    expect(t('forecast.callOff')).toBe('बारिश की वजह से रद्द करें');
  });
});
