import { useQuery } from '@tanstack/react-query';
import type { Weekday } from '@shared/rules/series';
import type { Game, GameInput } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { parseGame } from '@web/lib/games/parse-game';
import { isRecord } from '@web/lib/shape-check';
import type { SeriesRepeat } from './repeat-draft';

// Repeating games' routes (decision 068), for the form, the game page and the host's menu.

export interface SeriesView {
  id: string;
  host_id: string;
  days: Weekday[];
  interval: number;
  until: string | null;
  count: number | null;
  status: 'active' | 'ended';
  next: { id: string; game_date: string; game_time: string }[];
  /** The regulars' settings and how many are approved; absent from a server before regulars. */
  regulars: { skip_cutoff_hours: number; public_opens_hours: number; count: number } | null;
}

const parseRegularsSummary = (value: unknown): SeriesView['regulars'] =>
  isRecord(value) &&
  typeof value.skip_cutoff_hours === 'number' &&
  typeof value.public_opens_hours === 'number' &&
  typeof value.count === 'number'
    ? { skip_cutoff_hours: value.skip_cutoff_hours, public_opens_hours: value.public_opens_hours, count: value.count }
    : null;

const isNextGame = (value: unknown): value is SeriesView['next'][number] =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.game_date === 'string' &&
  typeof value.game_time === 'string';

const parseSeries = (body: unknown): SeriesView | null =>
  isRecord(body) &&
  typeof body.id === 'string' &&
  typeof body.host_id === 'string' &&
  Array.isArray(body.days) &&
  typeof body.interval === 'number' &&
  (body.status === 'active' || body.status === 'ended')
    ? {
        id: body.id,
        host_id: body.host_id,
        days: body.days as Weekday[],
        interval: body.interval,
        until: typeof body.until === 'string' ? body.until : null,
        count: typeof body.count === 'number' ? body.count : null,
        status: body.status,
        next: Array.isArray(body.next) ? body.next.filter(isNextGame) : [],
        regulars: parseRegularsSummary(body.regulars),
      }
    : null;

export const seriesQueryKey = (id: string) => ['game-series', id] as const;

/** GET /api/game-series/{id} (public): the rule and the next games. */
export const useSeries = (id: string | null | undefined) =>
  useQuery({
    queryKey: seriesQueryKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/game-series/${encodeURIComponent(id ?? '')}`, { parse: parseSeries, signal }),
    enabled: Boolean(id),
  });

const parseFirstGame = (body: unknown): Game | null => (isRecord(body) ? parseGame(body.game) : null);

/** POST /api/game-series: the first game (created as any game) and its series. */
export const createSeries = (game: GameInput, { regulars, ...repeat }: SeriesRepeat): Promise<Game> =>
  apiRequest('/api/game-series', { method: 'POST', body: { game, repeat, regulars }, parse: parseFirstGame });

/** POST /api/games/{id}/repeat: a one-off game becomes the first of a series. */
export const repeatGame = (gameId: string, { regulars, ...repeat }: SeriesRepeat): Promise<unknown> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/repeat`, {
    method: 'POST',
    body: { repeat, regulars },
    parse: (body) => body,
  });

/** PUT /api/games/{id}/following: this game and the following ones of its series. */
export const updateFollowing = (gameId: string, input: GameInput): Promise<Game> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/following`, {
    method: 'PUT',
    body: input,
    parse: parseFirstGame,
  });

const parseEnded = (body: unknown): { called_off: number } | null =>
  isRecord(body) && typeof body.called_off === 'number' ? { called_off: body.called_off } : null;

/** POST /api/game-series/{id}/end: no more games; the coming ones are called off. */
export const endSeries = (seriesId: string) =>
  apiRequest(`/api/game-series/${encodeURIComponent(seriesId)}/end`, { method: 'POST', parse: parseEnded });
