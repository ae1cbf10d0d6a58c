import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/use-auth';
import { gameQueryKey, getGame } from '@web/lib/games/get-game';

export type HostedGame = ReturnType<typeof useHostedGame>;

/**
 * The game of a host-only page (manage requests, check-in): 'signed-out', 'not-found' for a missing
 * game or anyone but its host (the server answers the same 404), else the game.
 */
export function useHostedGame(gameId: string) {
  const { loading, user, profile, profileLoading } = useAuth();
  const query = useQuery({
    queryKey: gameQueryKey(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    enabled: gameId !== '' && user != null,
  });
  if (loading || (user && profileLoading && !profile)) return { state: 'loading' as const };
  if (!user) return { state: 'signed-out' as const };
  if (query.error instanceof ApiRequestError && query.error.status === 404) return { state: 'not-found' as const };
  if (query.error) return { state: 'error' as const, error: query.error, retry: () => void query.refetch() };
  const game = query.data;
  if (!game) return { state: 'loading' as const };
  if (game.host_id !== user.id && game.host_id !== profile?.id) return { state: 'not-found' as const };
  return { state: 'host' as const, game };
}
