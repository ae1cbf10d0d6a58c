import type { Game } from '../../../../../shared/schemas/game';
import { apiRequest } from '../../../lib/api-client';
import { parseGameList } from '../../../lib/games/parse-game';

/** GET /api/games?{discover query}: upcoming games, nearest first when a point is given, else soonest first. */
export const getGames = (query: string, signal?: AbortSignal): Promise<Game[]> => apiRequest(`/api/games?${query}`, { parse: parseGameList, signal });
