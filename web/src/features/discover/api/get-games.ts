import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Game } from '@shared/schemas/game';
import { toast } from '@web/components/toast/toast-store';
import { apiRequest } from '@web/lib/api-client';
import { parseGameList } from '@web/lib/games/parse-game';
import { isRecord } from '@web/lib/shape-check';

export interface GamesPage {
  games: Game[];
  /** Pass back as `cursor` for the next games in start order; null at the end. */
  nextCursor: string | null;
}

function parseGamesPage(body: unknown): GamesPage | null {
  const games = parseGameList(body);
  if (!games || !isRecord(body)) return null;
  const next = body.nextCursor;
  return typeof next === 'string' || next === null || next === undefined ? { games, nextCursor: next ?? null } : null;
}

/** GET /api/games?{discover query}[&cursor=]: upcoming games soonest first, within the distance when a point is given. */
export const getGames = (query: string, cursor: string | null, signal?: AbortSignal): Promise<GamesPage> =>
  apiRequest(`/api/games?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: parseGamesPage,
    signal,
  });

/** Discover's games a page (100) at a time; `fetchNextPage` brings the next games in start order. */
export function useDiscoverGames(query: string, enabled: boolean) {
  const result = useInfiniteQuery({
    queryKey: ['games', 'discover', query],
    queryFn: ({ signal, pageParam }) => getGames(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    // A changed filter keeps the old list on screen until the new one arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.error)
      toast({
        title: 'Error loading games',
        description: result.error.message || 'Failed to load games. Please try again.',
        variant: 'destructive',
      });
  }, [result.error]);
  return result;
}
