import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http-util';

// Open-Meteo for the local stack: the forecast API's answer (hourly precipitation_probability and
// temperature_2m, times in Unix seconds) for the days asked, with the weather a person or a test set
// for a point — and for one hour of it, when given — and a dry day everywhere else. It counts the
// calls it answers per point, so a test can see the server's kept copy spare Open-Meteo.

/** What every point gets unless told otherwise: a dry, warm day. */
export const DRY_DAY = { precipitation_probability: 5, temperature_2m: 27 } as const;

interface Weather {
  precipitation_probability: number;
  temperature_2m: number;
}
interface Setting extends Weather {
  point: string;
  /** An instant (ms since epoch): the answer's hour that holds it gets this weather; null: every hour. */
  hour: number | null;
  /** true: the stand-in answers 503 for this point, as Open-Meteo does when it is down. */
  fail: boolean;
}

const HOUR_MS = 3_600_000;
const IST_MS = 330 * 60_000;
/** Points as the app asks for them (4 decimals), so a setting matches however its numbers were written. */
const pointKey = (latitude: number, longitude: number) => `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export function createForecastStandIn() {
  let settings: Setting[] = [];
  let calls: { point: string; at: string }[] = [];

  const weatherAt = (point: string, hour: number): Setting | Weather =>
    settings.find((s) => s.point === point && s.hour !== null && hour <= s.hour && s.hour < hour + HOUR_MS) ??
    settings.find((s) => s.point === point && s.hour === null) ??
    DRY_DAY;

  /** GET …/v1/forecast: Open-Meteo's shape for the India days from start_date to end_date (today when absent). */
  function answer(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' || !url.pathname.endsWith('/v1/forecast'))
      return sendJson(res, 404, { error: true, reason: 'Not Found' });
    const latitude = numberOf(url.searchParams.get('latitude'));
    const longitude = numberOf(url.searchParams.get('longitude'));
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
      return sendJson(res, 400, { error: true, reason: 'latitude and longitude are required' });
    const point = pointKey(latitude, longitude);
    calls.push({ point, at: new Date().toISOString() });
    if (settings.some((s) => s.point === point && s.fail))
      return sendJson(res, 503, { error: true, reason: 'Service unavailable (stand-in)' });
    const today = new Date(Date.now() + IST_MS).toISOString().slice(0, 10);
    const from = Date.parse(`${url.searchParams.get('start_date') ?? today}T00:00:00+05:30`);
    const to = Date.parse(`${url.searchParams.get('end_date') ?? today}T00:00:00+05:30`) + 24 * HOUR_MS;
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > 16 * 24 * HOUR_MS)
      return sendJson(res, 400, { error: true, reason: 'start_date and end_date must be dates, at most 16 days' });
    const hours: number[] = [];
    for (let hour = from; hour < to; hour += HOUR_MS) hours.push(hour);
    const weather = hours.map((hour) => weatherAt(point, hour));
    sendJson(res, 200, {
      latitude,
      longitude,
      utc_offset_seconds: 19800,
      timezone: 'Asia/Kolkata',
      hourly_units: { time: 'unixtime', precipitation_probability: '%', temperature_2m: '°C' },
      hourly: {
        time: hours.map((hour) => hour / 1000),
        precipitation_probability: weather.map((w) => w.precipitation_probability),
        temperature_2m: weather.map((w) => w.temperature_2m),
      },
    });
  }

  /**
   * /dev/forecast. POST { latitude, longitude, at?, precipitation_probability?, temperature_2m?, fail? }
   * sets a point's weather (at one hour when `at` is given); DELETE forgets every setting and call;
   * GET lists both.
   */
  async function control(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') return sendJson(res, 200, { settings, calls });
    if (req.method === 'DELETE') {
      settings = [];
      calls = [];
      return sendJson(res, 200, { settings });
    }
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    } catch {
      return sendJson(res, 400, { message: 'The body must be JSON' });
    }
    const latitude = numberOf(body.latitude);
    const longitude = numberOf(body.longitude);
    // The instant itself: it falls in whichever hour of the answer's grid holds it.
    const hour = body.at === undefined ? null : Date.parse(String(body.at));
    const chance = numberOf(body.precipitation_probability ?? DRY_DAY.precipitation_probability);
    const temperature = numberOf(body.temperature_2m ?? DRY_DAY.temperature_2m);
    if (![latitude, longitude, chance, temperature].every(Number.isFinite) || Number.isNaN(hour))
      return sendJson(res, 400, {
        message:
          'Give latitude, longitude and numbers for precipitation_probability and temperature_2m (at: an ISO time)',
      });
    const setting: Setting = {
      point: pointKey(latitude, longitude),
      hour,
      fail: body.fail === true,
      precipitation_probability: chance,
      temperature_2m: temperature,
    };
    settings = [setting, ...settings.filter((s) => s.point !== setting.point || s.hour !== setting.hour)];
    sendJson(res, 200, { settings });
  }

  return { answer, control };
}
export type ForecastStandIn = ReturnType<typeof createForecastStandIn>;
