import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Game } from '@shared/schemas/game';
import type { LatLng } from '@shared/rules/maps-link';
import { toast } from '@web/components/toast/toast-store';
import { apiRequest } from '@web/lib/api-client';
import { featuredGamesPath } from '@web/lib/games/near-queries';
import { parseGameList } from '@web/lib/games/parse-game';
import type { TrendingPlace } from '../hooks/use-trending-place';

/** GET /api/games/featured[?lat&lng]: the spec's 'Trending Games', six upcoming games near the point, soonest first. */
export const getFeaturedGames = (point: LatLng | null, signal?: AbortSignal): Promise<Game[]> =>
  apiRequest(featuredGamesPath(point), { parse: parseGameList, signal });

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
