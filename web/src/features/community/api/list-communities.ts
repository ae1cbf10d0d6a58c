import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../../shared/constants';
import type { CommunityListItem } from '../../../../../shared/schemas/community';
import { apiRequest } from '../../../lib/api-client';
import type { CommunityCardData } from '../components/CommunityCard';
import type { CommunityListState } from '../list-state';
import { parseCommunityList } from './community-shapes';

/** The GET /api/communities query (communityListQuerySchema): only what narrows the list is sent. */
export function communityListQuery(state: CommunityListState): string {
  const params = new URLSearchParams();
  if (state.sport !== 'all') params.set('sport', state.sport);
  if (state.q.trim()) params.set('q', state.q.trim());
  params.set('sort', state.sort);
  params.set('limit', String(LIMITS.communityListRequest));
  return params.toString();
}

/** GET /api/communities (communities-list, spec §7): public communities, up to 50. */
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

export const communityListKey = ['communities'] as const;

/** The list for a search, sport and sort; the previous list stays on screen while the next loads. */
export function useCommunityList(state: CommunityListState) {
  return useQuery({
    queryKey: [...communityListKey, communityListQuery(state)],
    queryFn: ({ signal }) => listCommunities(state, signal),
    select: (items) => items.map(cardData),
    placeholderData: keepPreviousData,
  });
}
