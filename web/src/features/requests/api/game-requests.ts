import { useInfiniteQuery } from '@tanstack/react-query';
import { getHostRequests, hostRequestsKey } from '@web/lib/requests/host-requests';

/**
 * The requests to join one of the host's games, a page at a time (Load more); every loaded page is
 * read again after a decision, so the list stays as the server has it.
 */
export function useGameRequests(gameId: string) {
  return useInfiniteQuery({
    queryKey: hostRequestsKey(gameId),
    queryFn: ({ signal, pageParam }) => getHostRequests(gameId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    select: (data) => data.pages.flatMap((page) => page.requests),
  });
}
