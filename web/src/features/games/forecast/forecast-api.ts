import { useQuery } from '@tanstack/react-query';
import { forecastWindowOpen, type HourForecast } from '@shared/rules/forecast';
import type { Game } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { isRecord } from '@web/lib/shape-check';

// GET /api/games/{id}/forecast: the weather at the venue and hour, from five days before the start.
// The server asks Open-Meteo (the browser never does) and answers `{ forecast: null }` when it has
// nothing to show.

const isForecast = (value: unknown): value is HourForecast =>
  isRecord(value) &&
  typeof value.hour === 'string' &&
  typeof value.rain_chance === 'number' &&
  typeof value.temperature_c === 'number';

const parseForecast = (body: unknown): { forecast: HourForecast | null } | null =>
  isRecord(body) && (body.forecast === null || isForecast(body.forecast))
    ? { forecast: body.forecast as HourForecast | null }
    : null;

export const forecastQueryKey = (gameId: string) => ['game', gameId, 'forecast'] as const;

/** Whether the page asks at all: an upcoming game with a venue point, within the days a forecast covers. */
export const wantsForecast = (game: Game, now: Date) =>
  game.status === 'upcoming' &&
  game.latitude != null &&
  game.longitude != null &&
  forecastWindowOpen(game.game_datetime, now);

/** The game's forecast; a failure is simply no forecast (weather is a nicety, never an error on the page). */
export function useGameForecast(game: Game, enabled: boolean) {
  return useQuery({
    queryKey: [...forecastQueryKey(game.id), game.game_datetime],
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiRequest(`/api/games/${encodeURIComponent(game.id)}/forecast`, {
          parse: parseForecast,
          signal,
        });
        return answer.forecast;
      } catch {
        return null;
      }
    },
    enabled,
    // The server keeps it an hour; a few minutes here spares a re-read on every visit.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
