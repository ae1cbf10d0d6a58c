import {
  gameCancelledV1,
  gameTakenDownV1,
  hostApplicationDecidedV1,
  hostNudgedV1,
  joinDecidedV1,
  joinRequestedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentOfferedV1,
  paymentOfferExpiredV1,
  paymentWaitlistedV1,
  playerPromotedV1,
  refundRequestedV1,
  withEventId,
} from '@shared/events';
import { adminNotifier } from '@functions/admin/admin-notifier-client';
import { joinNotifier } from '../join-notifier-client';
import type { Delivery } from '../join-notifier';

// Join-loop events → in-app notification + e-mail, once per event and person (issue 5).
type Route = (detail: unknown, time: string) => Promise<void>;
const delivery = (detail: { eventId: string }, time: string): Delivery => ({ eventId: detail.eventId, time });

const routes: Record<string, Route> = {
  'JoinRequested.v1': (d, t) => {
    const e = withEventId(joinRequestedV1).parse(d);
    return joinNotifier().joinRequested(delivery(e, t), e);
  },
  'JoinDecided.v1': (d, t) => {
    const e = withEventId(joinDecidedV1).parse(d);
    return joinNotifier().joinDecided(delivery(e, t), e);
  },
  'HostNudged.v1': (d, t) => {
    const e = withEventId(hostNudgedV1).parse(d);
    return joinNotifier().hostNudged(delivery(e, t), e);
  },
  'JoinWithdrawn.v1': (d, t) => {
    const e = withEventId(joinWithdrawnV1).parse(d);
    return joinNotifier().joinWithdrawn(delivery(e, t), e);
  },
  'PlayerPromoted.v1': (d, t) => {
    const e = withEventId(playerPromotedV1).parse(d);
    return joinNotifier().playerPromoted(delivery(e, t), e);
  },
  'GameCancelled.v1': (d, t) => {
    const e = withEventId(gameCancelledV1).parse(d);
    return joinNotifier().gameCancelled(delivery(e, t), e);
  },
  'PaymentConfirmed.v1': (d, t) => {
    const e = withEventId(paymentConfirmedV1).parse(d);
    return joinNotifier().paymentConfirmed(delivery(e, t), e);
  },
  'PaymentWaitlisted.v1': (d, t) => {
    const e = withEventId(paymentWaitlistedV1).parse(d);
    return joinNotifier().paymentWaitlisted(delivery(e, t), e);
  },
  'PaymentOffered.v1': (d, t) => {
    const e = withEventId(paymentOfferedV1).parse(d);
    return joinNotifier().paymentOffered(delivery(e, t), e);
  },
  'PaymentOfferExpired.v1': (d, t) => {
    const e = withEventId(paymentOfferExpiredV1).parse(d);
    return joinNotifier().paymentOfferExpired(delivery(e, t), e);
  },
  'RefundRequested.v1': (d, t) => {
    const e = withEventId(refundRequestedV1).parse(d);
    return joinNotifier().refundRequested(delivery(e, t), e);
  },
  // Issue 12: here rather than in a consumer of their own, to keep the stack under 500 resources.
  'HostApplicationDecided.v1': (d, t) => {
    const e = withEventId(hostApplicationDecidedV1).parse(d);
    return adminNotifier().hostApplicationDecided(delivery(e, t), e);
  },
  'GameTakenDown.v1': (d, t) => {
    const e = withEventId(gameTakenDownV1).parse(d);
    return adminNotifier().gameTakenDown(delivery(e, t), e);
  },
};
/** The detail-types the manifest subscribes this consumer to. */
export const JOIN_NOTIFICATION_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown; time?: string }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`send-join-notifications: unexpected event ${event['detail-type']}`);
  // The envelope's time keys the notification, so a redelivery lands on the same item.
  const time = new Date(event.time ?? Date.now()).toISOString();
  await route(event.detail, time);
};
