import { indiaDateAndTime } from './game-time';

// Rain-out: the weather at a game's venue and hour, from Open-Meteo's hourly forecast. Pure, so the
// server that fetches it, the schedule that warns the host and the page that shows it agree on what
// the hour's values are and when rain counts as likely.

/** Forecasts further out than this are too unreliable to plan a game around: none is shown before. */
export const FORECAST_DAYS_AHEAD = 5;
/** At or above this chance of rain the host is warned, and the page calls rain likely. */
export const RAIN_LIKELY_PERCENT = 60;
/** The host's heads-up goes out this long before the start: time to tell everyone, not too early to know. */
export const RAIN_HEADS_UP_HOURS_BEFORE = 3;
/** How long the server keeps one game's forecast before asking Open-Meteo again. */
export const FORECAST_KEEP_SECONDS = 60 * 60;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The forecast for the hour a game starts in. */
export interface HourForecast {
  /** The hour's start (ISO, UTC). */
  hour: string;
  /** Chance of rain, 0–100. */
  rain_chance: number;
  /** Air temperature 2 m above ground, °C, rounded. */
  temperature_c: number;
}

/** Whether a game starting at `start` has a forecast worth showing at `now`: within the days ahead, not started. */
export function forecastWindowOpen(start: string, now: Date): boolean {
  const at = Date.parse(start);
  return Number.isFinite(at) && now.getTime() < at && at - now.getTime() <= FORECAST_DAYS_AHEAD * DAY_MS;
}

/** When the host's heads-up goes out for a game starting at `start`. */
export const rainHeadsUpAt = (start: string) =>
  new Date(Date.parse(start) - RAIN_HEADS_UP_HOURS_BEFORE * HOUR_MS).toISOString();

export const rainLikely = (forecast: Pick<HourForecast, 'rain_chance'> | null) =>
  forecast !== null && forecast.rain_chance >= RAIN_LIKELY_PERCENT;

/**
 * Open-Meteo's query for the game's day: the two hourly values, times as Unix seconds (instants, so
 * no time zone arithmetic), only the India date the game is on.
 */
export function openMeteoQuery(point: { latitude: number; longitude: number }, start: string): URLSearchParams {
  const { date } = indiaDateAndTime(start);
  return new URLSearchParams({
    latitude: point.latitude.toFixed(4),
    longitude: point.longitude.toFixed(4),
    hourly: 'precipitation_probability,temperature_2m',
    timezone: 'Asia/Kolkata',
    timeformat: 'unixtime',
    start_date: date,
    end_date: date,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values of the hour the game starts in from Open-Meteo's answer (`hourly.time` in Unix seconds),
 * or null when the answer lacks that hour or either value (a model that has no rain chance that far out).
 */
export function forecastHourOf(answer: unknown, start: string): HourForecast | null {
  if (!isRecord(answer) || !isRecord(answer.hourly)) return null;
  const { time, precipitation_probability: chances, temperature_2m: temperatures } = answer.hourly;
  if (!Array.isArray(time) || !Array.isArray(chances) || !Array.isArray(temperatures)) return null;
  // India's hours begin at half past UTC ones: the hour is the entry whose hour holds the start.
  const startMs = Date.parse(start);
  const index = time.findIndex((t) => typeof t === 'number' && t * 1000 <= startMs && startMs < t * 1000 + HOUR_MS);
  if (index < 0) return null;
  const hourStart = (time[index] as number) * 1000;
  const chance = chances[index];
  const temperature = temperatures[index];
  if (typeof chance !== 'number' || typeof temperature !== 'number') return null;
  if (!Number.isFinite(chance) || !Number.isFinite(temperature)) return null;
  return {
    hour: new Date(hourStart).toISOString(),
    rain_chance: Math.min(100, Math.max(0, Math.round(chance))),
    temperature_c: Math.round(temperature),
  };
}

/** '70% chance of rain · 27°C': the page's line. */
export const forecastLine = (forecast: HourForecast) =>
  `${forecast.rain_chance}% chance of rain · ${forecast.temperature_c}°C`;

/** What a screen reader hears for the line (the icon says nothing): 'Forecast at the start: …'. */
export const forecastLabel = (forecast: HourForecast) =>
  `Forecast at the start: ${forecast.rain_chance}% chance of rain, ${forecast.temperature_c} degrees Celsius${
    rainLikely(forecast) ? '. Rain is likely' : ''
  }`;
