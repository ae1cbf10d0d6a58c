import { useQuery } from '@tanstack/react-query';
import { gameChannel } from '@shared/realtime/channels';
import { gameQueryKey, getGame } from '@web/lib/games/get-game';
import { useLiveChannel } from '@web/lib/realtime/live-context';

// GET /api/games/{id} for the game's own screens; the fetcher and the cache key are shared with
// the discover dialog and the host's pages (web/src/lib/games/get-game.ts).

/** The game page's game (a copy the discover dialog already read serves at once), kept live. */
export function useGame(id: string) {
  // Spots left and status arrive as they change (web/src/lib/realtime/live-cache.ts).
  useLiveChannel(id ? gameChannel(id) : null);
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
