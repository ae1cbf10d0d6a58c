import { useRef, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { CloseIcon, SearchIcon } from '../../../components/icons';

export const SEARCH_PLACEHOLDER = 'Search sports, place or community';

/**
 * The search overlay's shell (spec §2). Searching games and communities needs the search
 * index of a later release, so the overlay says so instead of showing made-up results.
 * Closing unmounts it, which clears the query as the spec asks.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <Dialog title="Search" hideTitle closeIcon={false} onClose={onClose} className="search-overlay" initialFocusRef={inputRef}>
      <form className="search-box" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchIcon />
        <input
          ref={inputRef}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          autoComplete="off"
        />
        {query ? (
          <button
            type="button"
            className="icon-button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
      </form>
      <div className="search-results">
        <p className="badge badge-soon">Coming soon</p>
        <p>
          Search arrives soon: games and communities matching a sport, a place or a community name will be listed
          here as you type. {query.trim() ? 'Nothing has been searched yet.' : ''}
        </p>
      </div>
      <div className="dialog-footer">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
