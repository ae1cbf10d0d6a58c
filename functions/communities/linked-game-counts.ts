import type { StoredGame } from '@functions/games';

// A community's linked games as four small numbers on its item instead of a map of every game:
// the item stays a few hundred bytes however many games a community runs, so the joins and reviews
// that rewrite it cost the same at 6,000 games as at 6.

export interface LinkedGameCounts {
  /** Linked games that weren't cancelled. */
  count: number;
  /** Of those, the ones that had started when they were counted. */
  held: number;
  /** Start of the latest held one (recency of the score). */
  last_held_at: string | null;
  /** Start of the next one after the count: once it passes, `held` is behind by what started since. */
  next_at: string | null;
}

export const NO_LINKED_GAMES: LinkedGameCounts = { count: 0, held: 0, last_held_at: null, next_at: null };

/** The counts of a community's linked games at `now`. */
export function linkedGameCounts(games: Pick<StoredGame, 'game_datetime' | 'status'>[], now: Date): LinkedGameCounts {
  const at = now.toISOString();
  const live = games.filter((g) => g.status !== 'cancelled').map((g) => g.game_datetime);
  const held = live.filter((start) => start <= at).sort();
  const coming = live.filter((start) => start > at).sort();
  return { count: live.length, held: held.length, last_held_at: held.at(-1) ?? null, next_at: coming[0] ?? null };
}

/** Counts stored before the map was dropped: derived from the map (ids → starts) an old item still has. */
export function countsFromLinkedMap(map: Record<string, string>, now: Date): LinkedGameCounts {
  return linkedGameCounts(
    Object.values(map).map((game_datetime) => ({ game_datetime, status: 'upcoming' as const })),
    now,
  );
}

/** The stored counts brought up to `now` with the games that started since they were counted. */
export function heldNow(counts: LinkedGameCounts, startedSince: Pick<StoredGame, 'game_datetime' | 'status'>[]) {
  const started = startedSince
    .filter((g) => g.status !== 'cancelled')
    .map((g) => g.game_datetime)
    .sort();
  return {
    total: counts.count,
    completed: counts.held + started.length,
    last_held_at: started.at(-1) ?? counts.last_held_at,
  };
}
