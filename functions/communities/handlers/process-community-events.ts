import {
  accountDeletedV1,
  communityCreatedV1,
  communityDeletedV1,
  communityGamesChangedV1,
  communityJoinDecidedV1,
  communityJoinedV1,
  communityReviewedV1,
  communityUpdatedV1,
} from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { communityAccountData } from '../account-data';
import { communityEvents } from '../community-events';
import { communityList } from '../communities';

// Community consequences, each re-derived from stored state, so repeats are harmless.
export const handler = eventHandler({
  name: 'process-community-events',
  once: 'replay-safe',
  routes: {
    'CommunityDeleted.v1': on(communityDeletedV1, (e) => communityEvents().deleted(e.communityId)),
    'CommunityGamesChanged.v1': on(communityGamesChangedV1, async (e) => {
      await communityEvents().gamesChanged(e.communityIds);
      for (const id of e.communityIds) await communityList().rank(id);
    }),
    // Whatever moves a community in the list's orderings re-ranks it from its stored counters.
    'CommunityCreated.v1': on(communityCreatedV1, (e) => communityList().rank(e.communityId)),
    'CommunityUpdated.v1': on(communityUpdatedV1, (e) => communityList().rank(e.communityId)),
    'CommunityJoined.v1': on(communityJoinedV1, (e) => communityList().rank(e.communityId)),
    'CommunityJoinDecided.v1': on(communityJoinDecidedV1, (e) => communityList().rank(e.communityId)),
    'CommunityReviewed.v1': on(communityReviewedV1, (e) => communityList().rank(e.communityId)),
    // A deleted account: its community deleted, reviews removed from the totals, memberships left.
    'AccountDeleted.v1': on(accountDeletedV1, (e) => communityAccountData().erase(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const COMMUNITY_EVENTS = handler.detailTypes;
