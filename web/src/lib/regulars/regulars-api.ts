import { REGULAR_STATUSES, type RegularStatus } from '@shared/rules/regulars';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '../api-client';
import { gameQueryKey } from '../games/get-game';
import { myRequestKey, myRequestsKey } from '../requests/requests';
import { isArrayOf, isNumber, isOneOf, isRecord, isString, pickShape, type ShapeChecks } from '../shape-check';

// A series' regulars as the player and the game page use them (decision 071): asking to be one,
// the player's standing, leaving, and skipping one date. Shared by the game page and My Game
// Requests, so it lives outside both features. Checked without zod, like the answers around it.

export interface MyRegular {
  status: RegularStatus;
  skip_cutoff_hours: number;
  public_opens_hours: number;
  skipped_game_ids: string[];
}

const MY_REGULAR: ShapeChecks<MyRegular> = {
  status: isOneOf(REGULAR_STATUSES),
  skip_cutoff_hours: isNumber,
  public_opens_hours: isNumber,
  skipped_game_ids: isArrayOf(isString),
};
const parseMyRegular = (body: unknown) => pickShape(body, MY_REGULAR);

const seriesPath = (seriesId: string) => `/api/game-series/${encodeURIComponent(seriesId)}` as const;

export const myRegularKey = (seriesId: string) => ['game-series', seriesId, 'regulars', 'me'] as const;

/** GET /api/game-series/{id}/regulars/me: the caller's standing, or null when they never asked. */
export async function getMyRegular(seriesId: string, signal?: AbortSignal): Promise<MyRegular | null> {
  try {
    return await apiRequest(`${seriesPath(seriesId)}/regulars/me`, { parse: parseMyRegular, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const useMyRegular = (seriesId: string | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: myRegularKey(seriesId ?? ''),
    queryFn: ({ signal }) => getMyRegular(seriesId ?? '', signal),
    enabled: enabled && Boolean(seriesId),
  });

const parseStatus = (body: unknown) =>
  isRecord(body) && (body.status === 'pending' || body.status === 'approved') ? { status: body.status } : null;

/** POST /api/game-series/{id}/regulars: asks the host, with the answers to the series' questions. */
export const askToBeRegular = (seriesId: string, answers: Record<string, string | string[]>) =>
  apiRequest(`${seriesPath(seriesId)}/regulars`, { method: 'POST', body: { answers }, parse: parseStatus });

/** DELETE /api/game-series/{id}/regulars/me: no more dates; the coming ones are withdrawn. */
export const leaveRegulars = (seriesId: string) =>
  apiRequest(`${seriesPath(seriesId)}/regulars/me`, { method: 'DELETE', parse: () => true });

const parseSkipped = (body: unknown) =>
  isRecord(body) && typeof body.skipped === 'boolean' ? { skipped: body.skipped } : null;

/** POST (skip) or DELETE (in after all) /api/games/{id}/skip. */
export const setSkipped = (gameId: string, skipped: boolean) =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/skip`, {
    method: skipped ? 'POST' : 'DELETE',
    parse: parseSkipped,
  });

/** Everything a change of the player's standing or of one date's request shows on. */
export function useRefreshRegular() {
  const queryClient = useQueryClient();
  return (seriesId: string | null | undefined, gameId?: string) => {
    if (seriesId) void queryClient.invalidateQueries({ queryKey: myRegularKey(seriesId) });
    void queryClient.invalidateQueries({ queryKey: myRequestsKey });
    if (gameId) {
      void queryClient.invalidateQueries({ queryKey: myRequestKey(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameQueryKey(gameId) });
    }
  };
}

/** Skip one date, or take it back: the toast and the error are the caller's. */
export function useSkipGame(gameId: string, seriesId: string | null | undefined) {
  const refresh = useRefreshRegular();
  return useMutation({
    mutationFn: (skipped: boolean) => setSkipped(gameId, skipped),
    onSettled: () => refresh(seriesId, gameId),
  });
}
