import { useInfiniteQuery } from '@tanstack/react-query';
import type { Arrivals, CheckInResult } from '@shared/schemas/join';
import { apiRequest } from '@web/lib/api-client';
import {
  isArrayOf,
  isNullableString,
  isNumber,
  isOneOf,
  isShape,
  isString,
  pickShape,
  type ShapeChecks,
} from '@web/lib/shape-check';
import { isOptionalShowUp } from '@web/lib/show-up/show-up-shape';

import { arrivalsKey } from '@web/lib/live-query-keys';

export { arrivalsKey };

type Arrival = Arrivals['players'][number];
const ARRIVAL: ShapeChecks<Arrival> = {
  request_id: isString,
  name: isString,
  checked_in_at: isNullableString,
  show_up: isOptionalShowUp,
};
const isArrival = isShape(ARRIVAL);
const isPlayer = isShape<{ name: string }>({ name: isString });

/** arrivalsSchema without zod. */
export function parseArrivals(body: unknown): Arrivals | null {
  const arrivals = pickShape(body, {
    arrived: isNumber,
    expected: isNumber,
    players: isArrayOf(isArrival),
    cursor: isNullableString,
  });
  return arrivals && { ...arrivals, players: arrivals.players.map((p) => pickShape(p, ARRIVAL)!) };
}

/** checkInResultSchema without zod. */
export function parseCheckInResult(body: unknown): CheckInResult | null {
  const result = pickShape(body, {
    status: isOneOf(['checked_in', 'already']),
    player: isPlayer,
    checked_in_at: isString,
    message: isString,
  });
  return result && { ...result, player: { name: result.player.name } };
}

/** Who has arrived: the game's counts and a page of its confirmed players with their check-in times (host only). */
export const getArrivals = (gameId: string, cursor: string | null, signal?: AbortSignal): Promise<Arrivals> =>
  apiRequest(
    `/api/games/${encodeURIComponent(gameId)}/check-ins${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { parse: parseArrivals, signal },
  );

/**
 * The check-in list a page at a time (Load more). The counts are the whole game's: the newest page
 * read has them. Every loaded page is read again after a check-in, so the list stays as stored.
 */
export function useArrivals(gameId: string) {
  return useInfiniteQuery({
    queryKey: arrivalsKey(gameId),
    queryFn: ({ signal, pageParam }) => getArrivals(gameId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    select: (data) => {
      const newest = data.pages[data.pages.length - 1]!;
      return {
        arrived: newest.arrived,
        expected: newest.expected,
        players: data.pages.flatMap((page) => page.players),
      };
    },
  });
}

/** A pass by its code, or a player the host tapped in the list (by their request). */
export type PassToCheck = { code: string } | { request_id: string };

/** Checks a pass in once; a second scan answers 'already' with the first time. */
export const checkInPass = (gameId: string, pass: PassToCheck): Promise<CheckInResult> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/check-ins`, {
    method: 'POST',
    body: pass,
    parse: parseCheckInResult,
  });
