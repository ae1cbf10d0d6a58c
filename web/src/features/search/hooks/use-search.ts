import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@shared/constants';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { search } from '../api/search';

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
