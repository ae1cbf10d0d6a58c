import { COMMUNITY_SORTS } from './community-rules';
import { searchTokens } from './game-rules';

// Where a public community stands in each ordering of the communities list. The list pages an
// index per ordering and sport instead of reading every community and sorting them, so each
// community carries one small entry per (ordering, sport) whose sort key is its standing.

export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** 'all' is the group every public community is in; the others are its sports. */
export const ALL_SPORTS = 'all';

export interface RankedCommunity {
  id: string;
  sport: string;
  sports: string[];
  name: string;
  location: string;
  tags: string[];
  created_at: string;
}

export interface RankNumbers {
  score: number;
  members: number;
  events: number;
}

export interface RankEntry {
  sort: CommunitySort;
  group: string;
  /** Sorts as text in the order the list wants, highest first; ties go newest first. */
  standing: string;
}

const COUNT_DIGITS = 10;
const SCORE_DIGITS = 4;

/** Text that sorts like the number (non-negative, whole after scaling). */
const padded = (value: number, digits: number) =>
  String(Math.min(10 ** digits - 1, Math.max(0, Math.round(value)))).padStart(digits, '0');

/** The standing of one community in one ordering: the value, then the launch time and id as tie-breaks. */
export function standingOf(sort: CommunitySort, c: Pick<RankedCommunity, 'id' | 'created_at'>, n: RankNumbers) {
  const tail = `${c.created_at}#${c.id}`;
  if (sort === 'recent') return tail;
  const value =
    sort === 'score'
      ? padded(n.score * 10, SCORE_DIGITS)
      : padded(sort === 'members' ? n.members : n.events, COUNT_DIGITS);
  return `${value}#${tail}`;
}

/** Every entry a public community should have: each ordering, for all sports and for each of its own. */
export function rankEntries(c: RankedCommunity, n: RankNumbers): RankEntry[] {
  const groups = [ALL_SPORTS, ...new Set([c.sport, ...c.sports].filter(Boolean))];
  return COMMUNITY_SORTS.flatMap((sort) => groups.map((group) => ({ sort, group, standing: standingOf(sort, c, n) })));
}

/**
 * The words a search is matched against, space-delimited on both ends so a filter can look for
 * ` word` (a word that starts with what was typed) without matching inside another word.
 */
export function rankWords(c: Pick<RankedCommunity, 'name' | 'location' | 'sport' | 'sports' | 'tags'>): string {
  const sports = [c.sport, ...c.sports].map((s) => s.replace(/_/g, ' '));
  return ` ${searchTokens(c.name, c.location, ...sports, ...c.tags).join(' ')} `;
}
