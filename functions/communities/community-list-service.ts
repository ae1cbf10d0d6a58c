import { ALL_SPORTS, type RankNumbers } from '@shared/rules/community-ranking';
import { queryWords } from '@shared/rules/game-rules';
import type { CommunityListPage, CommunityListPageQuery } from '@shared/schemas/community-list';
import { listItemView } from './community-views';
import { ValidationError } from '../platform/errors';
import type { Clock } from '../platform/clock';
import type { CommunityRepository, StoredCommunity } from './ports';
import type { CommunityRanking } from './ranking-ports';

// communities-list a page at a time, in the order an index keeps (decision 048): the cost of a page
// follows its length, never the number of communities; a search reads a bounded run of small
// entries per keystroke.

/** Rank entries a search page reads at most before answering with what it found. */
export const SEARCH_EVALUATE = 200;

export interface CommunityListDeps {
  communities: Pick<CommunityRepository, 'get' | 'cards'>;
  ranking: CommunityRanking;
  /** The communities of a page, read together; missing ones are left out. */
  readMany: (ids: string[]) => Promise<StoredCommunity[]>;
  clock: Clock;
}

const encode = (standing: string | null) => (standing ? Buffer.from(standing).toString('base64url') : null);
function decode(cursor: string | undefined): string | null {
  if (!cursor) return null;
  const standing = Buffer.from(cursor, 'base64url').toString('utf8');
  // A standing ends in '#<created_at>#<id>'; anything else was not made here.
  if (!/^[\w:.\-#]+#[\w-]+$/.test(standing)) throw new ValidationError('Invalid cursor', 'cursor');
  return standing;
}

/** What a community's standing is made of, from its own counters. */
export function rankNumbersOf(c: StoredCommunity, now: Date): RankNumbers {
  const view = listItemView(c, undefined, now);
  return { score: view.community_score, members: view.counts.members, events: view.counts.gamesHosted };
}

export function createCommunityListService({ communities, ranking, readMany, clock }: CommunityListDeps) {
  async function list(query: CommunityListPageQuery): Promise<CommunityListPage> {
    const now = clock.now();
    const words = queryWords(query.q);
    const page = await ranking.page({
      sort: query.sort,
      group: query.sport ?? ALL_SPORTS,
      after: decode(query.cursor),
      limit: query.limit,
      words,
      evaluate: SEARCH_EVALUATE,
    });
    const byId = new Map((await readMany(page.ids)).map((c) => [c.id, c]));
    // An entry may trail its community by a moment (gone private, deleted): the item decides.
    const listed = page.ids.map((id) => byId.get(id)).filter((c): c is StoredCommunity => c?.is_public === true);
    const hosts = await communities.cards([...new Set(listed.map((c) => c.host_id))]);
    return { data: listed.map((c) => listItemView(c, hosts.get(c.host_id), now)), cursor: encode(page.after) };
  }

  /** Re-ranks one community from its stored state (after any change that moves it, and by the migration). */
  async function rank(communityId: string) {
    const community = await communities.get(communityId);
    if (!community) return;
    await ranking.rank(community, community.is_public ? rankNumbersOf(community, clock.now()) : null);
  }

  return { list, rank };
}
export type CommunityListService = ReturnType<typeof createCommunityListService>;
