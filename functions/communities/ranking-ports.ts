import type { CommunitySort, RankNumbers } from '@shared/rules/community-ranking';
import type { StoredCommunity } from './ports';

/** The communities list's orderings (adapters/community-ranking.ts). */
export interface CommunityRanking {
  /**
   * Brings the community's rank entries in line with it: every ordering and sport while it is public
   * (`numbers` its standing), none while private or gone (`numbers` null). Safe to repeat.
   */
  rank(community: StoredCommunity, numbers: RankNumbers | null): Promise<{ written: number; removed: number }>;
  /**
   * One page of an ordering, highest first: the community ids and where the next page starts (null:
   * the end). With search words, at most `evaluate` entries are read, so a page may hold fewer than
   * `limit` and still have a next one.
   */
  page(query: {
    sort: CommunitySort;
    group: string;
    after: string | null;
    limit: number;
    words: string[];
    evaluate: number;
  }): Promise<{ ids: string[]; after: string | null }>;
}
