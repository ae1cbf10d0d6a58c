import type { Sport } from '../constants';

// Home's Popular Sports: the six sports shown, in this order, each with the number of distinct
// people who have played it on the app. A person counts once per sport, from the moment a game of
// that sport they were confirmed for is completed; later games of the same sport add nothing.
export const POPULAR_SPORTS = [
  'cricket',
  'football',
  'badminton',
  'basketball',
  'pickleball',
  'tennis',
] as const satisfies readonly Sport[];

export type PopularSport = (typeof POPULAR_SPORTS)[number];

/** The player ids a completed game adds to its sport: each confirmed player once, nobody for any other status. */
export function playersOfCompletedGame(
  status: string,
  requests: readonly { user_id: string; status: string }[],
): string[] {
  if (status !== 'completed') return [];
  return [...new Set(requests.filter((request) => request.status === 'confirmed').map((r) => r.user_id))];
}

/** What a tile says under the sport's name: an honest invitation until someone has played it. */
export function sportPlayersLabel(players: number): string {
  if (players <= 0) return 'Be the first';
  return `${compactCount(players)} ${players === 1 ? 'player' : 'players'}`;
}

/**
 * A count as people read it at a glance: 950, 1.2k, 12k, 1.5M. Rounded down, so a figure is never
 * more than what is true (999 players is never '1k').
 */
export function compactCount(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  for (const [size, suffix] of [
    [1_000_000, 'M'],
    [1_000, 'k'],
  ] as const) {
    if (whole < size) continue;
    const scaled = whole / size;
    // One decimal below ten units (1.2k), none above (12k).
    const digits = scaled < 10 ? Math.floor(scaled * 10) / 10 : Math.floor(scaled);
    return `${String(digits)}${suffix}`;
  }
  return String(whole);
}

/** GET /api/sports/popular: each of the six sports with its count of distinct players, in display order. */
export interface PopularSportsAnswer {
  sports: { sport: PopularSport; players: number }[];
}
