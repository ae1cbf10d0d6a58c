import { useQueryClient } from '@tanstack/react-query';
import { gameQueryKey } from '@web/lib/games/get-game';
import { hostRequestsKey } from '@web/lib/requests/host-requests';

/** After the host changes a request (a decision, a removal): the list reloads, and the game's player count with it. */
export function useRefreshHostGame(gameId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: hostRequestsKey(gameId) });
    void queryClient.invalidateQueries({ queryKey: gameQueryKey(gameId) });
  };
}
