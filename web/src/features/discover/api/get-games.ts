import type { Game } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { parseGameList } from '@web/lib/games/parse-game';
import { isRecord } from '@web/lib/shape-check';

export interface GamesPage {
  games: Game[];
  /** Pass back as `cursor` for the next games in start order; null at the end. */
  nextCursor: string | null;
}

function parseGamesPage(body: unknown): GamesPage | null {
  const games = parseGameList(body);
  if (!games || !isRecord(body)) return null;
  const next = body.nextCursor;
  return typeof next === 'string' || next === null || next === undefined ? { games, nextCursor: next ?? null } : null;
}

/** GET /api/games?{discover query}[&cursor=]: upcoming games soonest first, within the distance when a point is given. */
export const getGames = (query: string, cursor: string | null, signal?: AbortSignal): Promise<GamesPage> =>
  apiRequest(`/api/games?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    parse: parseGamesPage,
    signal,
  });
