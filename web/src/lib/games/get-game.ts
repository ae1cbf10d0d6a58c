import type { Game } from '@shared/schemas/game';
import { apiRequest } from '../api-client';
import { parseGame } from './parse-game';

/** GET /api/games/{id} (public): the game with its host and questions, or a 404 ApiRequestError. */
export const getGame = (id: string, signal?: AbortSignal): Promise<Game> =>
  apiRequest(`/api/games/${encodeURIComponent(id)}`, { parse: parseGame, signal });

/** One cache entry per game, shared by the discover dialog, the game page and the edit form. */
export const gameQueryKey = (id: string) => ['game', id] as const;
// Copies of GAME_MESSAGES (shared/schemas/game.ts) that first-load code needs: importing that
// module would bring zod along. test/unit/web-games-shapes.test.ts checks they stay equal.
export const GAME_NOT_FOUND = 'Game not found';
export const GAME_NOT_YOURS = "This game doesn't exist or you don't have permission to edit it";
export const DUPLICATE_PREFIX = 'Duplicate Game: ';
