import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommunityListItem } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import type { CommunityCardData } from '../components/CommunityCard';
import { communityListQuery, type CommunityListState } from '../list-state';
import { communityListKey } from '@web/lib/communities/community-keys';
import { parseCommunityList } from '@web/lib/communities/community-shapes';

export { communityListKey } from '@web/lib/communities/community-keys';

/** GET /api/communities (communities-list): public communities, up to 50. */
export const listCommunities = (state: CommunityListState, signal?: AbortSignal): Promise<CommunityListItem[]> =>
  apiRequest(`/api/communities?${communityListQuery(state)}`, { parse: parseCommunityList, signal });

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
});

/** The list for a search, sport and sort; the previous list stays on screen while the next loads. */
export function useCommunityList(state: CommunityListState) {
  return useQuery({
    queryKey: [...communityListKey, communityListQuery(state)],
    queryFn: ({ signal }) => listCommunities(state, signal),
    select: (items) => items.map(cardData),
    placeholderData: keepPreviousData,
  });
}
