import { accountDeletedV1, communityDeletedV1, communityGamesChangedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { communityAccountData } from '../account-data';
import { communityEvents } from '../community-events';

// Community consequences, each re-derived from stored state, so repeats are harmless.
export const handler = eventHandler({
  name: 'process-community-events',
  once: 'replay-safe',
  routes: {
    'CommunityDeleted.v1': on(communityDeletedV1, (e) => communityEvents().deleted(e.communityId)),
    'CommunityGamesChanged.v1': on(communityGamesChangedV1, (e) => communityEvents().gamesChanged(e.communityIds)),
    // A deleted account: its community deleted, reviews removed from the totals, memberships left.
    'AccountDeleted.v1': on(accountDeletedV1, (e) => communityAccountData().erase(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const COMMUNITY_EVENTS = handler.detailTypes;
