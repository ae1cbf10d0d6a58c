import { FORECAST_KEEP_SECONDS, forecastWindowOpen, type HourForecast } from '@shared/rules/forecast';
import { GAME_MESSAGES } from '@shared/texts/game';
import { NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/clock';
import type { GameRepository, StoredGame } from '../ports';
import type { ForecastCache, ForecastSource, KeptForecast } from './forecast-ports';

export interface ForecastDeps {
  games: Pick<GameRepository, 'get'>;
  cache: ForecastCache;
  source: ForecastSource;
  clock: Clock;
  log?: (entry: Record<string, unknown>) => void;
}

/** The point a game is played at, when its venue has one. */
const pointOf = (game: StoredGame) =>
  game.latitude != null && game.longitude != null ? { latitude: game.latitude, longitude: game.longitude } : null;

// The forecast at a game's venue and hour (rain chance and temperature), from five days before the
// start while the game is upcoming. Kept per game for an hour: a busy game's page asks Open-Meteo
// once an hour, not once per visitor. Weather is a nicety: when Open-Meteo fails the answer is
// simply no forecast (nothing is kept, so the next asker tries again), never an error.
export function createForecastService(deps: ForecastDeps) {
  const { games, cache, source, clock } = deps;
  const log = deps.log ?? ((entry: Record<string, unknown>) => console.log(JSON.stringify(entry)));

  /** A kept forecast still answers for this game when it was asked for the same point and start within the hour. */
  const stillGood = (kept: KeptForecast | null, game: StoredGame, now: Date): kept is KeptForecast =>
    kept !== null &&
    kept.game_datetime === game.game_datetime &&
    kept.latitude === game.latitude &&
    kept.longitude === game.longitude &&
    now.getTime() - Date.parse(kept.fetched_at) < FORECAST_KEEP_SECONDS * 1000;

  /** The game's forecast, or null when there is none to show (too far out, started, no venue point, failure). */
  async function forGame(game: StoredGame): Promise<HourForecast | null> {
    const now = clock.now();
    const point = pointOf(game);
    if (game.status !== 'upcoming' || !point || !forecastWindowOpen(game.game_datetime, now)) return null;
    const kept = await cache.get(game.id).catch(() => null);
    if (stillGood(kept, game, now)) return kept.forecast;
    let forecast: HourForecast | null;
    try {
      forecast = await source.hourAt(point, game.game_datetime);
    } catch (error) {
      log({ level: 'warn', msg: 'forecast unavailable', gameId: game.id, error: String(error) });
      return null;
    }
    const keep: KeptForecast = { ...point, game_datetime: game.game_datetime, fetched_at: now.toISOString(), forecast };
    // Keeping it only saves the next asker a call: a failed write costs nothing else.
    await cache
      .put(game.id, keep, new Date(now.getTime() + FORECAST_KEEP_SECONDS * 1000))
      .catch((error) => log({ level: 'warn', msg: 'forecast not kept', gameId: game.id, error: String(error) }));
    return forecast;
  }

  /** GET /api/games/{id}/forecast: the page's answer, `{ forecast: null }` when there is nothing to show. */
  async function forGameId(gameId: string): Promise<{ forecast: HourForecast | null }> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
    return { forecast: await forGame(game) };
  }

  return { forGame, forGameId };
}
export type ForecastService = ReturnType<typeof createForecastService>;
