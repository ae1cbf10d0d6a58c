import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import type { Game } from '@shared/schemas/game';
import { GameCard, GameCardSkeleton } from '@web/components/games/GameCard';
import { SearchBox } from '@web/components/SearchBox';
import { byDistance } from '@web/lib/games/by-distance';
import { measuredFrom } from '@web/lib/games/measured-from';
import { earlyCoversFor } from '@web/lib/games/early-covers';
import { usePrefetchCardGoing } from '@web/lib/games/going';
import { useRevealInSteps } from '@web/lib/use-reveal-in-steps';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  eventsFoundLabel,
  filtersFromParams,
  gamesQuery,
  paramsFromFilters,
  type DiscoverFilters,
} from '../discover-query';
import { useDiscoverGames } from '../api/get-games';
import { usePlayerLocation } from '../hooks/use-player-location';
import { t } from '../texts';
import { LocationBar } from './LocationBar';
import { QuickFilterChips } from './QuickFilterChips';
import '@web/components/games/games.css';
import '../discover.css';

// The filters, the dialog and the map (Leaflet) load only when opened.
const FiltersPanel = lazy(() => import('./FiltersPanel').then((module) => ({ default: module.FiltersPanel })));
const GameDetailDialog = lazy(() =>
  import('./GameDetailDialog').then((module) => ({ default: module.GameDetailDialog })),
);
const GameMap = lazy(() => import('./GameMap').then((module) => ({ default: module.GameMap })));

/**
 * The cards of the first render: more than a phone's first screen shows (two), so the screen is
 * whole at once; the rest follow a few per frame, below it, before anyone scrolls there.
 */
const FIRST_CARDS = 3;
const CARDS_PER_STEP = 4;

export function DiscoverScreen() {
  useDocumentTitle(t('discover.title'));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<Game | null>(null);
  const { location, locate, chooseCity } = usePlayerLocation();
  const filtersId = useId();

  const update = (changes: Partial<DiscoverFilters>, nextView: 'list' | 'map' = view) =>
    setParams(paramsFromFilters({ ...filters, ...changes }, nextView), { replace: true });
  // Typing, dragging the slider and the location arriving settle before one request goes out.
  const query = useDebouncedValue(gamesQuery(filters, location.point), LIMITS.searchDebounceMs);
  const games = useDiscoverGames(query, true);
  // The pictures the entry put into the prerendered placeholders, drawn again so hydration matches.
  const earlyCovers = earlyCoversFor(`/api/games?${query}`);
  // The answer is the player's cell's: distances and the radius's edge are measured from their own point.
  const { point } = location;
  const list = useMemo(
    () =>
      byDistance(
        measuredFrom(
          games.data?.pages.flatMap((page) => page.games) ?? [],
          point && { point, radiusKm: filters.radiusKm },
        ),
      ),
    [games.data, point, filters.radiusKm],
  );
  const filtered = activeFilterCount(filters) > 0 || filters.q.trim() !== '';
  // Other filters' list starts again from the first cards; a refetch or the next page keeps counting.
  const shown = useRevealInSteps(list.length, games.isPlaceholderData ? undefined : query, FIRST_CARDS, CARDS_PER_STEP);
  const complete = shown === list.length;
  usePrefetchCardGoing(useMemo(() => list.map((game) => game.id), [list]));

  const filterCount = activeFilterCount(filters);
  // Offered once every card is drawn: below a growing list it would move as the cards arrive.
  const more =
    games.hasNextPage && list.length > 0 && complete
      ? { loading: games.isFetchingNextPage, onLoad: () => void games.fetchNextPage() }
      : undefined;

  const controls = (
    <>
      <div className="discover-toolbar">
        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame. */}
        <div className="view-toggle" role="group" aria-label={t('discover.view.label')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({}, 'list')}>
            {t('discover.view.list')}
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => update({}, 'map')}>
            {t('discover.view.map')}
          </button>
        </div>
        <button
          type="button"
          className="btn btn-secondary filters-button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('discover.filters.button')}
          {filterCount ? (
            <span className="filter-count">
              <span className="visually-hidden">, </span>
              {filterCount}
              <span className="visually-hidden">{t('discover.filters.active')}</span>
            </span>
          ) : null}
        </button>
      </div>
      <QuickFilterChips filters={filters} onChange={(changes) => update(changes)} />
      <div id={filtersId} hidden={!filtersOpen}>
        {filtersOpen ? (
          <Suspense fallback={<p className="card">{t('discover.filters.loading')}</p>}>
            <FiltersPanel
              filters={filters}
              hasPoint={location.point !== null}
              onChange={(changes) => update(changes)}
              onClear={() => update(DEFAULT_FILTERS)}
            />
          </Suspense>
        ) : null}
      </div>
      <div className="discover-status" aria-live="polite">
        {games.isPending ? (
          <p>{t('discover.loading')}</p>
        ) : (
          <p className="discover-count">{eventsFoundLabel(list.length)}</p>
        )}
        {location.point ? (
          <p className="muted">
            {location.status === 'city'
              ? t('discover.sort.fromCity', { city: location.city.name })
              : t('discover.sort.fromYou')}
          </p>
        ) : (
          <p className="muted">{t('discover.sort.soonest')}</p>
        )}
      </div>
    </>
  );

  const emptyState = (
    <div className="empty-state card">
      <h2>{t('discover.empty.title')}</h2>
      <p className="muted">
        {games.isError
          ? t('discover.empty.failed')
          : filtered
            ? t('discover.empty.filtered')
            : location.point
              ? t('discover.empty.nearby')
              : t('discover.empty.none')}
      </p>
      <div className="actions">
        {filtered || filters.radiusKm !== DEFAULT_FILTERS.radiusKm ? (
          <button type="button" className="btn btn-primary" onClick={() => update(DEFAULT_FILTERS)}>
            {t('discover.empty.clear')}
          </button>
        ) : null}
        {games.isError ? (
          <button type="button" className="btn btn-secondary" onClick={() => void games.refetch()}>
            {t('discover.empty.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );

  const dialog = selected ? (
    <Suspense fallback={null}>
      <GameDetailDialog game={selected} onClose={() => setSelected(null)} />
    </Suspense>
  ) : null;

  // The map takes the whole screen between the top bar and the tabs; the controls sit above it.
  if (view === 'map')
    return (
      <div className="screen discover discover-map-mode">
        <h1 className="visually-hidden">{t('discover.title')}</h1>
        <div className="map-layer">
          <div className="map-controls">{controls}</div>
          <div className="map-stage">
            {games.isPending ? (
              <p className="map-loading">{t('discover.map.loading')}</p>
            ) : list.length === 0 ? (
              emptyState
            ) : (
              <Suspense fallback={<p className="map-loading">{t('discover.map.loading')}</p>}>
                <GameMap games={list} center={location.point} onOpen={setSelected} more={more} />
              </Suspense>
            )}
          </div>
        </div>
        {dialog}
      </div>
    );

  return (
    <div className="screen discover">
      <h1>{t('discover.title')}</h1>
      <SearchBox
        value={filters.q}
        onChange={(q) => update({ q })}
        placeholder={t('discover.search.placeholder')}
        label={t('discover.search.label')}
        maxLength={100}
      />

      <LocationBar location={location} onLocate={locate} onChooseCity={chooseCity} />

      {controls}

      {games.isPending ? (
        <div className="game-grid" role="status" aria-label={t('discover.loadingLabel')}>
          {Array.from({ length: LIMITS.skeletons.discover }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
            <GameCardSkeleton key={i} cover={earlyCovers[i]} first={i === 0} />
          ))}
        </div>
      ) : list.length === 0 ? (
        emptyState
      ) : (
        <>
          {/* The cards' titles are h3s; the outline needs the level between them and the page's h1. */}
          <h2 className="visually-hidden">{t('discover.list.label')}</h2>
          {/* Busy until the list is fetched and every card is drawn: what reads it whole waits for that. */}
          <ul className="game-grid" aria-label={t('discover.list.label')} aria-busy={games.isFetching || !complete}>
            {list.slice(0, shown).map((game, index) => (
              <li key={game.id}>
                <GameCard game={game} onOpen={setSelected} first={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}

      {more ? (
        <div className="discover-more">
          <p className="muted">{t('discover.more.note', { count: list.length })}</p>
          <button type="button" className="btn btn-secondary" disabled={more.loading} onClick={more.onLoad}>
            {more.loading ? t('discover.map.loadingMore') : t('discover.map.loadMore')}
          </button>
        </div>
      ) : null}

      {dialog}
    </div>
  );
}
