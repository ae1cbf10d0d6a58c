import { LIMITS } from '@shared/constants';
import { queryWords, searchTokens } from '@shared/rules/game-rules';
import type { SearchResult } from '@shared/schemas/game';
import type { Clock } from '../platform/clock';
import type { CommunityRepository, StoredCommunity } from '@functions/communities';
import type { GameRepository, StoredGame } from '@functions/games';
import type { SearchDocument, SearchIndex, SearchKind } from './ports';

// "Search sports, place or community": a token index kept by an event consumer and read
// by prefix, so 'badm' finds badminton and 'kora' finds Koramangala.
const VERIFY_ROUNDS = 3;

const sportWords = (sport: string) => sport.replace(/_/g, ' ');

export function gameDocument(game: StoredGame): SearchDocument {
  return {
    kind: 'game',
    id: game.id,
    title: game.title,
    sport: game.sport,
    location: game.location,
    game_datetime: game.game_datetime,
    price: game.price,
    tokens: searchTokens(game.title, sportWords(game.sport), game.custom_sport, game.location),
  };
}

export function communityDocument(community: StoredCommunity): SearchDocument {
  return {
    kind: 'community',
    id: community.id,
    title: community.name,
    sport: community.sport,
    location: community.location,
    game_datetime: null,
    price: 0,
    tokens: searchTokens(
      community.name,
      sportWords(community.sport),
      ...community.sports.map(sportWords),
      community.location,
    ),
  };
}

export function createSearchService(deps: {
  index: SearchIndex;
  games: GameRepository;
  communities: Pick<CommunityRepository, 'get'>;
  clock: Clock;
}) {
  const { index, games, communities, clock } = deps;

  /** The document (kind, id) should have now: only upcoming games are searchable. */
  async function current(kind: SearchKind, id: string): Promise<{ doc: SearchDocument | null; version: string }> {
    if (kind === 'game') {
      const game = await games.get(id);
      return {
        doc: game?.status === 'upcoming' ? gameDocument(game) : null,
        version: game ? `${game.status}@${game.updated_at}` : 'gone',
      };
    }
    const community = await communities.get(id);
    // Private communities are not searchable; a deleted one leaves the index.
    return {
      doc: community?.is_public ? communityDocument(community) : null,
      version: community ? community.updated_at : 'gone',
    };
  }

  /**
   * Brings the index in line with the stored state. Reading the state (rather than trusting the
   * event) makes late, repeated and reordered events harmless; reading it again after writing
   * catches a change that landed meanwhile, whose own event may have been handled first.
   */
  async function reindex(kind: SearchKind, id: string): Promise<void> {
    let state = await current(kind, id);
    for (let round = 0; round < VERIFY_ROUNDS; round++) {
      await index.replace(kind, id, state.doc);
      const after = await current(kind, id);
      if (after.version === state.version) return;
      state = after;
    }
  }

  /**
   * Every word must prefix-match a token of the result; games only while they lie ahead. The index
   * answers soonest first (communities after games) and stops at the limit; title matches lead.
   */
  async function search(q: string): Promise<{ results: SearchResult[]; itemsRead: number }> {
    const words = queryWords(q);
    if (words.length === 0) return { results: [], itemsRead: 0 };
    // Any word finds the same results (all must match); the longest reads the fewest entries.
    const probe = words.reduce((a, b) => (b.length > a.length ? b : a));
    const now = clock.now().toISOString();
    const { docs, read } = await index.find(probe, {
      from: now,
      limit: LIMITS.searchResults,
      accept: (doc) =>
        (doc.kind !== 'game' || (!!doc.game_datetime && doc.game_datetime > now)) &&
        words.every((word) => doc.tokens.some((token) => token.startsWith(word))),
    });
    const results = [...docs]
      .sort((a, b) => rank(a, words) - rank(b, words) || byStart(a, b) || a.title.localeCompare(b.title))
      .map(({ kind, id, title, sport, location, game_datetime, price }) => ({
        kind,
        id,
        title,
        sport,
        location,
        game_datetime,
        price,
      }));
    return { results, itemsRead: read };
  }

  return { reindex, search };
}
export type SearchService = ReturnType<typeof createSearchService>;

/** Title matches first, then the rest; within each, soonest game first, communities last. */
const byStart = (a: SearchDocument, b: SearchDocument) => {
  const x = a.game_datetime ?? '\uffff';
  const y = b.game_datetime ?? '\uffff';
  return x < y ? -1 : x > y ? 1 : 0;
};
const rank = (doc: SearchDocument, words: string[]) =>
  searchTokens(doc.title).some((t) => words.some((w) => t.startsWith(w))) ? 0 : 1;
