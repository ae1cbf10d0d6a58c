import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@shared/constants';
import type { SearchResult } from '@shared/schemas/game';
import { apiRequest } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { isNullableString, isOneOf, isRecord, isString, pickShape, type ShapeChecks } from '@web/lib/shape-check';

// Mirrors searchResultSchema without zod: the overlay opens from the top bar on any screen.
const RESULT: ShapeChecks<SearchResult> = {
  kind: isOneOf(['game', 'community'] as const),
  id: isString,
  title: isString,
  sport: isString,
  location: isString,
  game_datetime: isNullableString,
  price: (value): value is number => typeof value === 'number' && Number.isFinite(value),
};

export function parseSearchResults(body: unknown): SearchResult[] | null {
  if (!isRecord(body) || !Array.isArray(body.results)) return null;
  const results = body.results.map((item) => pickShape(item, RESULT));
  return results.every((item) => item !== null) ? (results as SearchResult[]) : null;
}

/** GET /api/search?q=: games and communities by title, sport and place (prefix match). */
export const search = (q: string, signal?: AbortSignal): Promise<SearchResult[]> =>
  apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { parse: parseSearchResults, signal });

export const resultPath = (result: Pick<SearchResult, 'kind' | 'id'>) =>
  `/${result.kind === 'game' ? 'game' : 'community'}/${encodeURIComponent(result.id)}`;

/** Results only for non-blank text, after a 250 ms pause in typing. A failure empties the list. */
export function useSearch(text: string) {
  const term = useDebouncedValue(text.trim(), LIMITS.searchDebounceMs);
  const settled = term === text.trim();
  const query = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: term !== '',
    staleTime: 15_000,
    retry: false,
  });
  if (query.error) console.error('Search failed', query.error);
  return {
    active: text.trim() !== '',
    searching: text.trim() !== '' && (!settled || query.isFetching),
    results: query.error ? [] : (query.data ?? []).slice(0, LIMITS.searchResults),
  };
}
