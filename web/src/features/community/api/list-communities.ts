import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CommunityListItem } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import type { CommunityCardData } from '../components/CommunityCard';
import { communityListQuery, type CommunityListState } from '../list-state';
import { communityListKey } from '@web/lib/communities/community-keys';
import { parseCommunityList } from '@web/lib/communities/community-shapes';
import { isRecord } from '@web/lib/shape-check';
import { ratingWithReviews } from '../community-labels';

export { communityListKey } from '@web/lib/communities/community-keys';

export interface CommunityListPage {
  items: CommunityListItem[];
  /** Where the next page starts; null at the end. */
  cursor: string | null;
}

/** `{ data, cursor }`, one page of GET /api/communities. */
export function parseCommunityListPage(body: unknown): CommunityListPage | null {
  const items = parseCommunityList(body);
  if (!items || !isRecord(body)) return null;
  const cursor = body.cursor ?? null;
  return typeof cursor === 'string' || cursor === null ? { items, cursor } : null;
}

/** GET /api/communities (communities-list): one page of public communities, up to 50. */
export const listCommunities = (
  state: CommunityListState,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommunityListPage> => {
  const query = communityListQuery(state);
  const after = cursor ? `${query ? '&' : ''}cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/communities?${query}${after}`, { parse: parseCommunityListPage, signal });
};

/** What a card shows, from a list item. */
export const cardData = (item: CommunityListItem): CommunityCardData => ({
  id: item.id,
  name: item.name,
  sports: item.sports.length ? item.sports : [item.sport],
  location: item.location,
  image: item.profile_pic,
  memberCount: item.counts.members,
  eventCount: item.counts.gamesHosted,
  monthsSinceLaunch: item.counts.monthsSinceLaunch,
  tier: item.community_tier,
  highlight: item.highlightReview,
  rating: ratingWithReviews(item.avg_rating, item.review_count),
});

/**
 * The list for a search, sport and sort, a page at a time (Load more); the previous list stays on
 * screen while the next loads. A card seen on an earlier page is not shown twice (a community that
 * moved up between two pages).
 */
export function useCommunityList(state: CommunityListState) {
  return useInfiniteQuery({
    queryKey: [...communityListKey, communityListQuery(state)],
    queryFn: ({ signal, pageParam }) => listCommunities(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    select: (data) => {
      const seen = new Set<string>();
      return data.pages
        .flatMap((page) => page.items)
        .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
        .map(cardData);
    },
    placeholderData: keepPreviousData,
  });
}
