// What search needs from the outside world. Adapters implement these; tests pass fakes.

export type SearchKind = 'game' | 'community';

/** What a search hit shows, plus the words that find it. */
export interface SearchDocument {
  kind: SearchKind;
  id: string;
  title: string;
  sport: string;
  location: string;
  game_datetime: string | null;
  price: number;
  tokens: string[];
}

export interface SearchIndex {
  /** Makes the index hold exactly this document for (kind, id), or nothing when `doc` is null. */
  replace(kind: SearchKind, id: string, doc: SearchDocument | null): Promise<void>;
  /**
   * Documents with a token starting with `word` (≥ 2 characters): games starting from `from` on,
   * soonest first, then communities, until `limit` pass `accept`; `read` is what that cost.
   */
  find(
    word: string,
    query: { from: string; limit: number; accept: (doc: SearchDocument) => boolean },
  ): Promise<{ docs: SearchDocument[]; read: number }>;
}
