import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@web/components/toast/toast-store';
import { getFeaturedGames } from '../api/get-featured-games';
import type { TrendingPlace } from './use-trending-place';

/** Near the player's place once it is known; everywhere when it can't be (no city, no permission). */
export function useFeaturedGames(place: TrendingPlace) {
  const point = place.status === 'known' ? place.point : null;
  const query = useQuery({
    queryKey: ['games', 'featured', point ? `${point.lat.toFixed(3)},${point.lng.toFixed(3)}` : 'anywhere'],
    queryFn: ({ signal }) => getFeaturedGames(point, signal),
    enabled: place.status !== 'finding',
  });
  // A failure is a toast with the message, and the list is left empty.
  useEffect(() => {
    if (query.error)
      toast({ title: 'Error loading featured games', description: query.error.message, variant: 'destructive' });
  }, [query.error]);
  return query;
}
