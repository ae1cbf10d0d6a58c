import {
  communityJoinDecidedV1,
  communityJoinRequestedV1,
  communityReviewedV1,
  withEventId,
} from '@shared/events';
import { communityNotifier } from '../community-events';

// Community join requests, decisions and reviews → notification (+ e-mail), once per event and person.
type Route = (detail: unknown, time: string) => Promise<void>;

const routes: Record<string, Route> = {
  'CommunityJoinRequested.v1': (d, time) => {
    const e = withEventId(communityJoinRequestedV1).parse(d);
    return communityNotifier().joinRequested({ eventId: e.eventId, time }, e);
  },
  'CommunityJoinDecided.v1': (d, time) => {
    const e = withEventId(communityJoinDecidedV1).parse(d);
    return communityNotifier().joinDecided({ eventId: e.eventId, time }, e);
  },
  'CommunityReviewed.v1': (d, time) => {
    const e = withEventId(communityReviewedV1).parse(d);
    return communityNotifier().reviewed({ eventId: e.eventId, time }, e);
  },
};
/** The detail-types the manifest subscribes this consumer to. */
export const COMMUNITY_NOTIFICATION_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown; time?: string }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`send-community-notifications: unexpected event ${event['detail-type']}`);
  // The envelope's time keys the notification, so a redelivery lands on the same item.
  await route(event.detail, new Date(event.time ?? Date.now()).toISOString());
};
