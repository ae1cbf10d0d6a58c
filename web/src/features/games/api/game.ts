import { useQuery } from '@tanstack/react-query';
import { gameQueryKey, getGame } from '@web/lib/games/get-game';

// GET /api/games/{id} for the game's own screens; the fetcher and the cache key are shared with
// the discover dialog and the host's pages (web/src/lib/games/get-game.ts).

/** The game page's game (a copy the discover dialog already read serves at once). */
export function useGame(id: string) {
  return useQuery({
    queryKey: gameQueryKey(id),
    queryFn: ({ signal }) => getGame(id, signal),
    enabled: id !== '',
  });
}

/** The edit form's game, always fresh: the form must start from what is saved now, not a cached copy. */
export function useFreshGame(id: string) {
  return useQuery({
    queryKey: gameQueryKey(id),
    queryFn: ({ signal }) => getGame(id, signal),
    staleTime: 0,
    enabled: id !== '',
  });
}
