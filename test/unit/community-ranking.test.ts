import { describe, expect, it } from 'vitest';
import { rankEntries, rankWords, standingOf } from '@shared/rules/community-ranking';
import { parseCommunityListPage } from '@web/features/community/api/list-communities';

// The communities list's orderings as sort keys: text that sorts like the standing, highest first
// when read backwards, ties broken by launch then id; one entry per ordering and sport.
const community = {
  id: 'c1',
  sport: 'football',
  sports: ['football', 'weight_training'],
  name: 'Koramangala Kickers',
  location: 'Koramangala, Bengaluru',
  tags: ['Sunday'],
  created_at: '2026-11-01T10:00:00.000Z',
};
const numbers = { score: 42.5, members: 120, events: 7 };

describe('community standings', () => {
  it('sort as text in the order of their numbers', () => {
    const keys = [0, 9.9, 10, 42.5, 100].map((score) => standingOf('score', community, { ...numbers, score }));
    expect([...keys].sort()).toEqual(keys);
    const members = [1, 9, 10, 100_000].map((m) => standingOf('members', community, { ...numbers, members: m }));
    expect([...members].sort()).toEqual(members);
    expect(standingOf('score', community, numbers)).toBe('0425#2026-11-01T10:00:00.000Z#c1');
    expect(standingOf('recent', community, numbers)).toBe('2026-11-01T10:00:00.000Z#c1');
  });

  it('one entry per ordering, for all sports and each of its own (no repeats)', () => {
    const entries = rankEntries({ ...community, sports: ['football', 'football', 'weight_training'] }, numbers);
    expect(entries).toHaveLength(4 * 3);
    expect(new Set(entries.map((e) => `${e.sort}#${e.group}`)).size).toBe(12);
    expect(entries.filter((e) => e.sort === 'events').map((e) => e.group)).toEqual([
      'all',
      'football',
      'weight_training',
    ]);
  });

  it('search words start with a space, so a filter matches word starts only', () => {
    const words = rankWords(community);
    expect(words).toContain(' kor');
    expect(words).toContain(' weight training ');
    expect(words).toContain(' sunday ');
    expect(words.startsWith(' ') && words.endsWith(' ')).toBe(true);
  });
});

describe('a page of the list in the browser', () => {
  it('reads the cards and the cursor; a wrong cursor is no answer', () => {
    expect(parseCommunityListPage({ data: [], cursor: 'abc' })).toEqual({ items: [], cursor: 'abc' });
    expect(parseCommunityListPage({ data: [] })).toEqual({ items: [], cursor: null });
    expect(parseCommunityListPage({ data: [], cursor: 3 })).toBeNull();
  });
});
