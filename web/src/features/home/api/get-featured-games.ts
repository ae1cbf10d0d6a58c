import type { Game } from '../../../../../shared/schemas/game';
import { apiRequest } from '../../../lib/api-client';
import { parseGameList } from '../../../lib/games/parse-game';

/** GET /api/games/featured: the spec's 'Trending Games', six upcoming games, soonest first. */
export const getFeaturedGames = (signal?: AbortSignal): Promise<Game[]> => apiRequest('/api/games/featured', { parse: parseGameList, signal });
