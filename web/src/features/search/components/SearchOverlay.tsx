import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseFooter, Dialog } from '@web/components/Dialog';
import { SearchBox } from '@web/components/SearchBox';
import { formatRupees } from '@shared/rules/game-rules';
import { formatWhen, sportLabel } from '@web/lib/games/format';
import { resultPath } from '../api/search';
import { useSearch } from '../api/search';
import '../search.css';

export const SEARCH_PLACEHOLDER = 'Search sports, place or community';

/**
 * The search overlay. Closing unmounts it, which clears the query;
 * the Dialog locks page scroll and handles Escape.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { active, searching, results } = useSearch(query);

  return (
    <Dialog
      title="Search"
      hideTitle
      closeIcon={false}
      onClose={onClose}
      className="search-overlay"
      initialFocusRef={inputRef}
    >
      <SearchBox
        inputRef={inputRef}
        value={query}
        onChange={setQuery}
        placeholder={SEARCH_PLACEHOLDER}
        label={SEARCH_PLACEHOLDER}
        maxLength={100}
        onCleared={() => inputRef.current?.focus()}
      />
      <div className="search-results" aria-live="polite" aria-busy={searching}>
        {!active ? (
          <p className="search-hint">Find games and communities by sport, place or name.</p>
        ) : searching && !results.length ? (
          <p>Searching...</p>
        ) : results.length ? (
          <>
            <h3 className="search-heading">
              Search Results ({results.length})
              {searching ? <span className="visually-hidden"> Searching...</span> : null}
            </h3>
            <ul className="search-list">
              {results.map((result) => (
                <li key={`${result.kind}-${result.id}`}>
                  <Link to={resultPath(result)} className="search-result" onClick={onClose}>
                    <span className="search-result-title">{result.title}</span>
                    <span className="search-result-meta">
                      {result.kind === 'community' ? 'Community · ' : ''}
                      {sportLabel(result.sport)} · {result.location}
                    </span>
                    {result.kind === 'game' ? (
                      <span className="search-result-meta">
                        {result.game_datetime ? (
                          <time dateTime={result.game_datetime}>{formatWhen(result.game_datetime)}</time>
                        ) : null}
                        {result.price > 0 ? (
                          <span className="search-result-price">{formatRupees(result.price)}</span>
                        ) : null}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="search-empty">
            <p className="search-empty-title">No events found</p>
            <p>Try adjusting your search terms</p>
          </div>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </Dialog>
  );
}
