import { useQuery } from '@tanstack/react-query';
import { POPULAR_SPORTS, type PopularSportsAnswer } from '@shared/rules/popular-sports';
import { apiRequest } from '@web/lib/api-client';
import { isArrayOf, isNumber, isOneOf, isShape } from '@web/lib/shape-check';

// Checked by hand rather than with zod: Home is on the first load, within its size budget.
const isEntry = isShape<PopularSportsAnswer['sports'][number]>({
  sport: isOneOf(POPULAR_SPORTS),
  players: isNumber,
});

/** The answer's counts by sport, or null when it isn't the shape the server sends. */
export function parsePopularSports(body: unknown): Map<string, number> | null {
  const sports = (body as { sports?: unknown } | null)?.sports;
  if (!isArrayOf(isEntry)(sports)) return null;
  return new Map(sports.map((entry) => [entry.sport, entry.players]));
}

/** GET /api/sports/popular: how many people have played each of Home's six sports. */
export const usePopularSports = () =>
  useQuery({
    queryKey: ['sports', 'popular'],
    queryFn: ({ signal }) => apiRequest('/api/sports/popular', { parse: parsePopularSports, signal }),
    // The server lets browsers keep it five minutes; counts that slow need no refetch on every visit.
    staleTime: 5 * 60_000,
  });
