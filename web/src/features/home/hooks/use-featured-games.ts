import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { getFeaturedGames } from '../api/get-featured-games';

export function useFeaturedGames() {
  const query = useQuery({ queryKey: ['games', 'featured'], queryFn: ({ signal }) => getFeaturedGames(signal) });
  // Spec §8: a failure is a toast with the message, and the list is left empty.
  useEffect(() => {
    if (query.error) toast({ title: 'Error loading featured games', description: query.error.message, variant: 'destructive' });
  }, [query.error]);
  return query;
}
