import { LIMITS } from '@shared/constants';

// The community list's search, sport filter and sort live in the address (?q=&sport=&sort=), so
// coming back from a community finds the list as it was, and a filtered list can be shared.

/** The list's sport filter values, 'all' first. */
export const COMMUNITY_SPORT_FILTERS = [
  'all',
  'cricket',
  'football',
  'badminton',
  'basketball',
  'tennis',
  'pickleball',
  'run',
  'weight_training',
] as const;
export type CommunitySportFilter = (typeof COMMUNITY_SPORT_FILTERS)[number];

/** The list's sorts, score the default (their names are the catalogue's community.list.sort.*). */
export const COMMUNITY_SORTS = [
  { value: 'score' },
  { value: 'members' },
  { value: 'events' },
  { value: 'recent' },
] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number]['value'];

export const SEARCH_MAX_LENGTH = 100;

export interface CommunityListState {
  q: string;
  sport: CommunitySportFilter;
  sort: CommunitySort;
}

export const DEFAULT_LIST_STATE: CommunityListState = { q: '', sport: 'all', sort: 'score' };

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function listStateFromParams(params: URLSearchParams): CommunityListState {
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    sport: oneOf(COMMUNITY_SPORT_FILTERS, params.get('sport'), 'all'),
    sort: oneOf(
      COMMUNITY_SORTS.map((sort) => sort.value),
      params.get('sort'),
      'score',
    ),
  };
}

/** Only what differs from the defaults, so a plain /community stays plain. */
export function paramsFromListState(state: CommunityListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sport !== 'all') params.set('sport', state.sport);
  if (state.sort !== 'score') params.set('sort', state.sort);
  return params;
}

export const isFiltered = (state: CommunityListState) => state.q.trim() !== '' || state.sport !== 'all';

/** The GET /api/communities query (communityListQuerySchema): only what narrows the list is sent. */
export function communityListQuery(state: CommunityListState): string {
  const params = new URLSearchParams();
  if (state.sport !== 'all') params.set('sport', state.sport);
  if (state.q.trim()) params.set('q', state.q.trim());
  params.set('sort', state.sort);
  params.set('limit', String(LIMITS.communityListRequest));
  return params.toString();
}
