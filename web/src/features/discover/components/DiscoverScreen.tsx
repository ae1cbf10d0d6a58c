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

export const DISCOVER_SEARCH_PLACEHOLDER = "Search games, e.g. 'cricket near me'";

export function DiscoverScreen() {
  useDocumentTitle('Discover Games');
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
        <div className="view-toggle" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({}, 'list')}>
            List
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => update({}, 'map')}>
            Map
          </button>
        </div>
        <button
          type="button"
          className="btn btn-secondary filters-button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters
          {filterCount ? (
            <span className="filter-count">
              <span className="visually-hidden">, </span>
              {filterCount}
              <span className="visually-hidden"> active</span>
            </span>
          ) : null}
        </button>
      </div>
      <QuickFilterChips filters={filters} onChange={(changes) => update(changes)} />
      <div id={filtersId} hidden={!filtersOpen}>
        {filtersOpen ? (
          <Suspense fallback={<p className="card">Loading filters...</p>}>
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
        {games.isPending ? <p>Loading games...</p> : <p className="discover-count">{eventsFoundLabel(list.length)}</p>}
        {location.point ? (
          <p className="muted">
            Sorted by distance from {location.status === 'city' ? location.city.name : 'your location'}
          </p>
        ) : (
          <p className="muted">Soonest first</p>
        )}
      </div>
    </>
  );

  const emptyState = (
    <div className="empty-state card">
      <h2>No events found</h2>
      <p className="muted">
        {games.isError
          ? 'Games could not be loaded. Please try again.'
          : filtered
            ? 'Nothing matches these filters. Try a wider distance or another sport.'
            : location.point
              ? 'No upcoming games within this distance yet.'
              : 'No upcoming games yet.'}
      </p>
      <div className="actions">
        {filtered || filters.radiusKm !== DEFAULT_FILTERS.radiusKm ? (
          <button type="button" className="btn btn-primary" onClick={() => update(DEFAULT_FILTERS)}>
            Clear all filters
          </button>
        ) : null}
        {games.isError ? (
          <button type="button" className="btn btn-secondary" onClick={() => void games.refetch()}>
            Try again
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
        <h1 className="visually-hidden">Discover Games</h1>
        <div className="map-layer">
          <div className="map-controls">{controls}</div>
          <div className="map-stage">
            {games.isPending ? (
              <p className="map-loading">Loading map...</p>
            ) : list.length === 0 ? (
              emptyState
            ) : (
              <Suspense fallback={<p className="map-loading">Loading map...</p>}>
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
      <h1>Discover Games</h1>
      <SearchBox
        value={filters.q}
        onChange={(q) => update({ q })}
        placeholder={DISCOVER_SEARCH_PLACEHOLDER}
        label="Search games"
        maxLength={100}
      />

      <LocationBar location={location} onLocate={locate} onChooseCity={chooseCity} />

      {controls}

      {games.isPending ? (
        <div className="game-grid" role="status" aria-label="Loading games">
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
          <h2 className="visually-hidden">Games</h2>
          {/* Busy until the list is fetched and every card is drawn: what reads it whole waits for that. */}
          <ul className="game-grid" aria-label="Games" aria-busy={games.isFetching || !complete}>
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
          <p className="muted">These are the {list.length} soonest games; more start later.</p>
          <button type="button" className="btn btn-secondary" disabled={more.loading} onClick={more.onLoad}>
            {more.loading ? 'Loading more games...' : 'Load more games'}
          </button>
        </div>
      ) : null}

      {dialog}
    </div>
  );
}
