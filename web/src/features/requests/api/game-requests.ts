import { useQuery } from '@tanstack/react-query';
import { getHostRequests, hostRequestsKey } from '@web/lib/requests/host-requests';

/** The requests to join one of the host's games (the fetcher is shared with the dashboard). */
export function useGameRequests(gameId: string) {
  return useQuery({
    queryKey: hostRequestsKey(gameId),
    queryFn: ({ signal }) => getHostRequests(gameId, signal),
  });
}
