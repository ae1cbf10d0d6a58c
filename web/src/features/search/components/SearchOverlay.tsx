import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseFooter, Dialog } from '@web/components/Dialog';
import { SearchBox } from '@web/components/SearchBox';
import { formatRupees } from '@shared/rules/game-rules';
import { formatWhen, sportLabel } from '@web/lib/games/format';
import { resultPath } from '../api/search';
import { useSearch } from '../api/search';
import { t } from '../texts';
import '../search.css';

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
      title={t('search.title')}
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
        placeholder={t('search.placeholder')}
        label={t('search.placeholder')}
        maxLength={100}
        onCleared={() => inputRef.current?.focus()}
      />
      <div className="search-results" aria-live="polite" aria-busy={searching}>
        {!active ? (
          <p className="search-hint">{t('search.hint')}</p>
        ) : searching && !results.length ? (
          <p>{t('search.searching')}</p>
        ) : results.length ? (
          <>
            <h3 className="search-heading">
              {t('search.results', { count: results.length })}
              {searching ? <span className="visually-hidden"> {t('search.searching')}</span> : null}
            </h3>
            <ul className="search-list">
              {results.map((result) => (
                <li key={`${result.kind}-${result.id}`}>
                  <Link to={resultPath(result)} className="search-result" onClick={onClose}>
                    <span className="search-result-title">{result.title}</span>
                    <span className="search-result-meta">
                      {result.kind === 'community' ? t('search.community') : ''}
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
            <p className="search-empty-title">{t('search.emptyTitle')}</p>
            <p>{t('search.emptyBody')}</p>
          </div>
        )}
      </div>
      <CloseFooter onClose={onClose} />
    </Dialog>
  );
}
