import { forecastHourOf, openMeteoQuery } from '@shared/rules/forecast';
import type { ForecastSource } from '../forecast-ports';

// Open-Meteo's forecast API (free, no key). The base URL is configuration: api.open-meteo.com in
// AWS, the local stack's stand-in on a laptop and in tests. A slow answer must not hold a page or a
// schedule: after a few seconds it counts as a failure, as any error does.
const TIMEOUT_MS = 4000;

export function openMeteoSource(baseUrl: string): ForecastSource {
  return {
    async hourAt(point, start) {
      const url = `${baseUrl.replace(/\/$/, '')}/v1/forecast?${openMeteoQuery(point, start)}`;
      const answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`Open-Meteo answered ${answer.status}`);
      return forecastHourOf(await answer.json(), start);
    },
  };
}
