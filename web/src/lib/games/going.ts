import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GOING_GAMES_MAX, type GoingPlayer } from '@shared/rules/going';
import { apiRequest } from '../api-client';
import { gameQueryKey } from './get-game';

// Who is going, as the web reads it: the game page asks for its own avatars; every card on screen
// asks for its game's, and the asks made while one screen renders leave as one request per
// GOING_GAMES_MAX games (the cards never each call the API).

const isGoingPlayer = (value: unknown): value is GoingPlayer => {
  const v = value as Partial<GoingPlayer> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.user_id === 'string' &&
    typeof v.name === 'string' &&
    (v.profile_pic === null || typeof v.profile_pic === 'string')
  );
};
const playersOf = (value: unknown): GoingPlayer[] | null =>
  Array.isArray(value) && value.every(isGoingPlayer) ? value : null;

export const parseGamesGoing = (body: unknown): Record<string, GoingPlayer[]> | null => {
  const games = (body as { games?: unknown } | null)?.games;
  if (typeof games !== 'object' || games === null) return null;
  const parsed: Record<string, GoingPlayer[]> = {};
  for (const [id, value] of Object.entries(games)) {
    const players = playersOf(value);
    if (!players) return null;
    parsed[id] = players;
  }
  return parsed;
};
export const parseGameGoing = (body: unknown): GoingPlayer[] | null =>
  playersOf((body as { players?: unknown } | null)?.players);

/** GET /api/games/{id}/going (public): the game page's avatars. */
export const getGameGoing = (id: string, signal?: AbortSignal): Promise<GoingPlayer[]> =>
  apiRequest(`/api/games/${encodeURIComponent(id)}/going`, { parse: parseGameGoing, signal });

/** GET /api/games/going?ids=… (public): the avatars of up to GOING_GAMES_MAX games at once. */
export const getGamesGoing = (ids: string[]): Promise<Record<string, GoingPlayer[]>> =>
  apiRequest(`/api/games/going?ids=${ids.map(encodeURIComponent).join(',')}`, { parse: parseGamesGoing });

type Waiting = { resolve: (players: GoingPlayer[]) => void; reject: (error: unknown) => void };
const waiting = new Map<string, Waiting[]>();
let flushScheduled = false;

/** Sends what the cards asked for since the last flush, GOING_GAMES_MAX games a request. */
function flush() {
  flushScheduled = false;
  const asked = [...waiting.entries()];
  waiting.clear();
  for (let start = 0; start < asked.length; start += GOING_GAMES_MAX) {
    const chunk = asked.slice(start, start + GOING_GAMES_MAX);
    getGamesGoing(chunk.map(([id]) => id)).then(
      (games) => {
        for (const [id, all] of chunk) for (const w of all) w.resolve(games[id] ?? []);
      },
      (error: unknown) => {
        for (const [, all] of chunk) for (const w of all) w.reject(error);
      },
    );
  }
}

/** One card's avatars, batched with every other card asking in the same moment. */
export function loadCardGoing(gameId: string): Promise<GoingPlayer[]> {
  return new Promise((resolve, reject) => {
    waiting.set(gameId, [...(waiting.get(gameId) ?? []), { resolve, reject }]);
    // A short wait gathers the whole screen's cards (they mount in one commit) into one request.
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(flush, 10);
  });
}

/**
 * Under the game's own key: whatever reads a game again after a change to its players (a
 * withdrawal, a host's decision) reads its avatars again too.
 */
export const goingQueryKey = (scope: 'card' | 'page', gameId: string) =>
  [...gameQueryKey(gameId), 'going', scope] as const;

/** A card's avatars; nothing (not an error) while they load or if they can't be read. */
export const useCardGoing = (gameId: string) =>
  useQuery({ queryKey: goingQueryKey('card', gameId), queryFn: () => loadCardGoing(gameId) });

/**
 * Asks at once for the avatars of every card a list will show. A list rendered a few cards at a
 * time would otherwise ask once per step; this way the cards find their avatars already asked for,
 * one request per GOING_GAMES_MAX games as when they all mounted together.
 */
export function usePrefetchCardGoing(gameIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const ids = gameIds.join(',');
  useEffect(() => {
    if (!ids) return;
    for (const id of ids.split(','))
      void queryClient.prefetchQuery({ queryKey: goingQueryKey('card', id), queryFn: () => loadCardGoing(id) });
  }, [ids, queryClient]);
}

/** The game page's avatars. */
export const useGameGoing = (gameId: string) =>
  useQuery({ queryKey: goingQueryKey('page', gameId), queryFn: ({ signal }) => getGameGoing(gameId, signal) });
