import type { Game } from '@shared/schemas/game';
import type { LatLng } from '@shared/rules/maps-link';
import { apiRequest } from '@web/lib/api-client';
import { parseGameList } from '@web/lib/games/parse-game';

/** GET /api/games/featured[?lat&lng]: the spec's 'Trending Games', six upcoming games near the point, soonest first. */
export const getFeaturedGames = (point: LatLng | null, signal?: AbortSignal): Promise<Game[]> =>
  apiRequest(
    point ? `/api/games/featured?lat=${point.lat.toFixed(3)}&lng=${point.lng.toFixed(3)}` : '/api/games/featured',
    { parse: parseGameList, signal },
  );
