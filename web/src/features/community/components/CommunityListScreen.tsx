import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { SearchBox } from '@web/components/SearchBox';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCommunityList } from '../api/list-communities';
import { communitySportLabel } from '../community-labels';
import { COMMUNITY_MESSAGES } from '@shared/texts/community';
import {
  COMMUNITY_SORTS,
  COMMUNITY_SPORT_FILTERS,
  DEFAULT_LIST_STATE,
  isFiltered,
  listStateFromParams,
  paramsFromListState,
  SEARCH_MAX_LENGTH,
  type CommunityListState,
} from '../list-state';
import { CommunityCard, CommunityCardSkeleton } from './CommunityCard';
import { BusyButton, Options } from '@web/components/form';
import '../community.css';

const SKELETONS = 3;

/** /community: search, sport filter, sort, cards, and the add button for signed-in people. */
export function CommunityListScreen() {
  useDocumentTitle('Communities');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const state = listStateFromParams(params);
  const update = (changes: Partial<CommunityListState>) =>
    setParams(paramsFromListState({ ...state, ...changes }), { replace: true });
  // Typing settles for 300 ms before a request goes out; sport and sort apply at once.
  const q = useDebouncedValue(state.q.trim(), LIMITS.communitySearchDebounceMs);
  const list = useCommunityList({ ...state, q });
  const sportId = useId();
  const sortId = useId();

  useEffect(() => {
    if (list.isError)
      toast({
        title: COMMUNITY_MESSAGES.listErrorTitle,
        description: COMMUNITY_MESSAGES.listErrorDescription,
        variant: 'destructive',
      });
  }, [list.isError]);

  const communities = list.data ?? [];
  // A search page reads a bounded run of the list and may find nothing in it: go on by itself until
  // something is found or the list ends, so 'No communities found' is only said when it is true.
  const searching = communities.length === 0 && list.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  return (
    <div className="screen communities">
      <h1>Communities</h1>
      <SearchBox
        value={state.q}
        onChange={(q) => update({ q })}
        placeholder="Search communities by name, sport or place"
        label="Search communities"
        maxLength={SEARCH_MAX_LENGTH}
      />

      <div className="community-toolbar">
        <div className="community-select">
          <label htmlFor={sportId}>Sport</label>
          <select
            id={sportId}
            value={state.sport}
            onChange={(event) => update({ sport: event.target.value as CommunityListState['sport'] })}
          >
            <Options
              items={COMMUNITY_SPORT_FILTERS}
              labelOf={(sport) => (sport === 'all' ? 'All sports' : communitySportLabel(sport))}
            />
          </select>
        </div>
        <div className="community-select">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as CommunityListState['sort'] })}
          >
            <Options items={COMMUNITY_SORTS} labelOf={(sort) => sort.label} idOf={(sort) => sort.value} />
          </select>
        </div>
      </div>

      <p className="community-count" aria-live="polite">
        {list.isPending || searching
          ? 'Loading communities...'
          : list.isError
            ? ''
            : `${communities.length}${list.hasNextPage ? '+' : ''} communit${communities.length === 1 && !list.hasNextPage ? 'y' : 'ies'} found`}
      </p>

      {list.isPending || searching ? (
        <div className="community-grid" role="status" aria-label="Loading communities">
          {Array.from({ length: SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
            <CommunityCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <div className="empty-state card">
          <h2>{COMMUNITY_MESSAGES.listErrorTitle}</h2>
          <p className="muted">{COMMUNITY_MESSAGES.listErrorDescription}</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        </div>
      ) : communities.length === 0 ? (
        <div className="empty-state card">
          <h2>No communities found</h2>
          <p className="muted">
            {isFiltered(state)
              ? 'Nothing matches this search. Try another sport or word.'
              : 'No communities yet. Hosts can start the first one.'}
          </p>
          <div className="actions">
            {isFiltered(state) ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => update({ ...DEFAULT_LIST_STATE, sort: state.sort })}
              >
                Clear search and filter
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <>
          <ul className="community-grid" aria-label="Communities" aria-busy={list.isFetching}>
            {communities.map((community) => (
              <li key={community.id}>
                <CommunityCard community={community} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="community-more">
              <BusyButton
                busy={isFetchingNextPage}
                busyLabel="Loading..."
                className="btn btn-secondary"
                onClick={() => void fetchNextPage()}
              >
                Load more
              </BusyButton>
            </div>
          ) : null}
        </>
      )}

      {user ? (
        <Link to="/create-community" className="fab" aria-label="Create a community">
          <span aria-hidden="true">+</span>
        </Link>
      ) : null}
    </div>
  );
}
