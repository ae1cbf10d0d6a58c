import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/components/toast/toast-store';
import { getGames } from '../api/get-games';

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
