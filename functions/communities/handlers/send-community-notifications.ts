import { communityJoinDecidedV1, communityJoinRequestedV1, communityReviewedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { communityNotifier } from '../community-notifier-client';

// Community join requests, decisions and reviews → notification (+ e-mail), once per event and
// person: the notifier guards each person's notice itself.
export const handler = eventHandler({
  name: 'send-community-notifications',
  once: 'per-recipient',
  routes: {
    'CommunityJoinRequested.v1': on(communityJoinRequestedV1, (e, d) => communityNotifier().joinRequested(d, e)),
    'CommunityJoinDecided.v1': on(communityJoinDecidedV1, (e, d) => communityNotifier().joinDecided(d, e)),
    'CommunityReviewed.v1': on(communityReviewedV1, (e, d) => communityNotifier().reviewed(d, e)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const COMMUNITY_NOTIFICATION_EVENTS = handler.detailTypes;
