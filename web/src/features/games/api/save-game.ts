import type { Game, GameInput } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { parseGame } from '@web/lib/games/parse-game';

/** POST /api/games (hosts only): 201 with the game; 409 for a duplicate title on the same day. */
export const createGame = (input: GameInput): Promise<Game> =>
  apiRequest('/api/games', { method: 'POST', body: input, parse: parseGame });

/** PUT /api/games/{id} (only the game's host; anyone else gets 404). */
export const updateGame = (id: string, input: GameInput): Promise<Game> =>
  apiRequest(`/api/games/${encodeURIComponent(id)}`, { method: 'PUT', body: input, parse: parseGame });
