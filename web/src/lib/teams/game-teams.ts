import { useQuery } from '@tanstack/react-query';
import { CHECK_IN_OPENS_BEFORE_START_MS } from '@shared/rules/check-in-window';
import type { GameTeams, SportRating } from '@shared/schemas/teams';
import { apiRequest } from '@web/lib/api-client';
import { isArrayOf, isBoolean, isRecord, isString } from '@web/lib/shape-check';

// A game's teams (the host's split, every confirmed player's team sheet) and a player's ratings.

export const gameTeamsKey = (gameId: string) => ['game-teams', gameId] as const;
export const myRatingsKey = ['my-ratings'] as const;

/** Teams are made at the ground: from when check-in opens until a day after the start. */
const TEAMS_SHOWN_FOR_MS = 24 * 60 * 60 * 1000;
export const teamsMayExist = (gameDatetime: string | null | undefined, now: Date) => {
  if (!gameDatetime) return false;
  const start = Date.parse(gameDatetime);
  return now.getTime() >= start - CHECK_IN_OPENS_BEFORE_START_MS && now.getTime() <= start + TEAMS_SHOWN_FOR_MS;
};

/** The answer's outline is checked; the rest is the server's shape (shared/schemas/teams.ts). */
export function parseGameTeams(body: unknown): GameTeams | null {
  if (!isRecord(body) || !isString(body.game_id) || !isBoolean(body.is_host)) return null;
  if (body.teams !== null && !isArrayOf(isRecord)(body.teams)) return null;
  return body as unknown as GameTeams;
}

export function parseRatings(body: unknown): { ratings: SportRating[] } | null {
  return isRecord(body) && isArrayOf(isRecord)(body.ratings) ? (body as unknown as { ratings: SportRating[] }) : null;
}

export const getGameTeams = (gameId: string, signal?: AbortSignal): Promise<GameTeams> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/teams`, { parse: parseGameTeams, signal });

export function useGameTeams(gameId: string, enabled = true) {
  return useQuery({ queryKey: gameTeamsKey(gameId), queryFn: ({ signal }) => getGameTeams(gameId, signal), enabled });
}

export type TeamMemberInput =
  | { request_id: string }
  | { walk_in: string; level: 'beginner' | 'intermediate' | 'advanced'; group: string | null };

export const saveGameTeams = (gameId: string, teams: TeamMemberInput[][]): Promise<GameTeams> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/teams`, {
    method: 'PUT',
    body: { teams: teams.map((members) => ({ members })) },
    parse: parseGameTeams,
  });

export type ResultBody = { scores: number[] } | { winner: number | null };
export const recordGameResult = (gameId: string, result: ResultBody): Promise<GameTeams> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/result`, {
    method: 'POST',
    body: result,
    parse: parseGameTeams,
  });

export function useMyRatings(enabled: boolean) {
  return useQuery({
    queryKey: myRatingsKey,
    queryFn: ({ signal }) => apiRequest('/api/me/ratings', { parse: parseRatings, signal }),
    enabled,
  });
}
