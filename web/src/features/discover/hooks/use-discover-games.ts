import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { getGames } from '../api/get-games';

export function useDiscoverGames(query: string, enabled: boolean) {
  const result = useQuery({
    queryKey: ['games', 'discover', query],
    queryFn: ({ signal }) => getGames(query, signal),
    enabled,
    // A changed filter keeps the old list on screen until the new one arrives (no skeleton flash).
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.error) toast({ title: 'Error loading games', description: result.error.message || 'Failed to load games. Please try again.', variant: 'destructive' });
  }, [result.error]);
  return result;
}
