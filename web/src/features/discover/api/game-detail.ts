import { useQuery } from '@tanstack/react-query';
import type { Game } from '@shared/schemas/game';
import { gameQueryKey, getGame } from '@web/lib/games/get-game';

/** The detail dialog's game: the list's copy shows at once, the fresh one replaces it. */
export function useGameDetail(listed: Game) {
  return useQuery({
    queryKey: gameQueryKey(listed.id),
    queryFn: ({ signal }) => getGame(listed.id, signal),
    placeholderData: listed,
  });
}
