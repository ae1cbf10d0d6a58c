import type { Game } from '@shared/schemas/game';
import { apiRequest } from '../api-client';
import { parseGame } from './parse-game';

/** GET /api/games/{id} (public): the game with its host and questions, or a 404 ApiRequestError. */
export const getGame = (id: string, signal?: AbortSignal): Promise<Game> =>
  apiRequest(`/api/games/${encodeURIComponent(id)}`, { parse: parseGame, signal });

/** One cache entry per game, shared by the discover dialog, the game page and the edit form. */
export const gameQueryKey = (id: string) => ['game', id] as const;
