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
import { t } from '../texts';
import { CommunityCard, CommunityCardSkeleton } from './CommunityCard';
import { BusyButton, Options } from '@web/components/form';
import '../community.css';

const SKELETONS = 3;

/** /community: search, sport filter, sort, cards, and the add button for signed-in people. */
export function CommunityListScreen() {
  useDocumentTitle(t('community.list.title'));
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
        title: t('community.list.errorTitle'),
        description: t('community.list.errorDescription'),
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
      <h1>{t('community.list.title')}</h1>
      <SearchBox
        value={state.q}
        onChange={(q) => update({ q })}
        placeholder={t('community.list.searchPlaceholder')}
        label={t('community.list.searchLabel')}
        maxLength={SEARCH_MAX_LENGTH}
      />

      <div className="community-toolbar">
        <div className="community-select">
          <label htmlFor={sportId}>{t('community.list.sport')}</label>
          <select
            id={sportId}
            value={state.sport}
            onChange={(event) => update({ sport: event.target.value as CommunityListState['sport'] })}
          >
            <Options
              items={COMMUNITY_SPORT_FILTERS}
              labelOf={(sport) => (sport === 'all' ? t('community.list.allSports') : communitySportLabel(sport))}
            />
          </select>
        </div>
        <div className="community-select">
          <label htmlFor={sortId}>{t('community.list.sortBy')}</label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as CommunityListState['sort'] })}
          >
            <Options
              items={COMMUNITY_SORTS}
              labelOf={(sort) => t(`community.list.sort.${sort.value}`)}
              idOf={(sort) => sort.value}
            />
          </select>
        </div>
      </div>

      <p className="community-count" aria-live="polite">
        {list.isPending || searching
          ? t('community.list.loading')
          : list.isError
            ? null
            : t(list.hasNextPage ? 'community.list.foundMore' : 'community.list.found', { count: communities.length })}
      </p>

      {list.isPending || searching ? (
        <div className="community-grid" role="status" aria-label={t('community.list.loadingLabel')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder; the position is their identity.
            <CommunityCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <div className="empty-state card">
          <h2>{t('community.list.errorTitle')}</h2>
          <p className="muted">{t('community.list.errorDescription')}</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => void list.refetch()}>
              {t('community.list.tryAgain')}
            </button>
          </div>
        </div>
      ) : communities.length === 0 ? (
        <div className="empty-state card">
          <h2>{t('community.list.noneTitle')}</h2>
          <p className="muted">{isFiltered(state) ? t('community.list.noneFiltered') : t('community.list.noneYet')}</p>
          <div className="actions">
            {isFiltered(state) ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => update({ ...DEFAULT_LIST_STATE, sort: state.sort })}
              >
                {t('community.list.clear')}
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <>
          <ul className="community-grid" aria-label={t('community.list.title')} aria-busy={list.isFetching}>
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
                busyLabel={t('community.list.loadingMore')}
                className="btn btn-secondary"
                onClick={() => void fetchNextPage()}
              >
                {t('community.list.loadMore')}
              </BusyButton>
            </div>
          ) : null}
        </>
      )}

      {user ? (
        <Link to="/create-community" className="fab" aria-label={t('community.list.create')}>
          <span aria-hidden="true">+</span>
        </Link>
      ) : null}
    </div>
  );
}
