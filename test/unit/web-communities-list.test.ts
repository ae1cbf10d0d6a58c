import { describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/constants';
import { communityListQuerySchema } from '@shared/schemas/community';
import {
  COMMUNITY_SORTS,
  COMMUNITY_SPORT_FILTERS,
  communityListQuery,
  DEFAULT_LIST_STATE,
  isFiltered,
  listStateFromParams,
  paramsFromListState,
} from '@web/features/community/list-state';

describe('community list state in the address', () => {
  it('defaults to all sports, sorted by score', () => {
    expect(listStateFromParams(new URLSearchParams())).toEqual({ q: '', sport: 'all', sort: 'score' });
    expect(paramsFromListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });
  it("offers the list's sport filter values and sorts", () => {
    expect(COMMUNITY_SPORT_FILTERS).toEqual([
      'all',
      'cricket',
      'football',
      'badminton',
      'basketball',
      'tennis',
      'pickleball',
      'run',
      'weight_training',
    ]);
    expect(COMMUNITY_SORTS.map((sort) => sort.value)).toEqual(['score', 'members', 'events', 'recent']);
    expect(LIMITS.communitySearchDebounceMs).toBe(300);
  });
  it('round-trips every value', () => {
    for (const sport of COMMUNITY_SPORT_FILTERS)
      for (const { value: sort } of COMMUNITY_SORTS) {
        const state = { q: 'Bengaluru ballers', sport, sort };
        expect(listStateFromParams(paramsFromListState(state))).toEqual(state);
      }
  });
  it('ignores values it does not know and caps the search', () => {
    expect(listStateFromParams(new URLSearchParams('sport=chess&sort=random'))).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFromParams(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });
  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_LIST_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, q: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, sort: 'members' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, sport: 'run' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_LIST_STATE, q: 'x' })).toBe(true);
  });
});

describe('GET /api/communities query', () => {
  it('asks for up to 50, sorted, and sends only what narrows the list', () => {
    expect(Object.fromEntries(new URLSearchParams(communityListQuery(DEFAULT_LIST_STATE)))).toEqual({
      sort: 'score',
      limit: '50',
    });
    expect(
      Object.fromEntries(
        new URLSearchParams(communityListQuery({ q: '  hsr turf ', sport: 'football', sort: 'recent' })),
      ),
    ).toEqual({ sport: 'football', q: 'hsr turf', sort: 'recent', limit: '50' });
  });
  it('is a query the server schema accepts', () => {
    for (const sport of COMMUNITY_SPORT_FILTERS) {
      const query = Object.fromEntries(new URLSearchParams(communityListQuery({ q: 'x', sport, sort: 'members' })));
      expect(communityListQuerySchema.safeParse(query).success, sport).toBe(true);
    }
  });
});
