import type { HourForecast } from '@shared/rules/forecast';

// What the forecast use cases need from outside: Open-Meteo (or the local stand-in) and the table,
// where one game's forecast is kept for an hour so a busy game's page asks Open-Meteo once.

export interface ForecastPoint {
  latitude: number;
  longitude: number;
}

export interface ForecastSource {
  /** The hour the game starts in at that point; null when the answer has no values for it. Throws when the service fails. */
  hourAt(point: ForecastPoint, start: string): Promise<HourForecast | null>;
}

/** One game's forecast as kept: for which point and start, and when it was asked. */
export interface KeptForecast extends ForecastPoint {
  game_datetime: string;
  fetched_at: string;
  forecast: HourForecast | null;
}

export interface ForecastCache {
  get(gameId: string): Promise<KeptForecast | null>;
  /** Keeps it until `expiresAt` (the table's TTL sweeps it after). */
  put(gameId: string, kept: KeptForecast, expiresAt: Date): Promise<void>;
}
