import {
  gameCancelledV1,
  gameUpdatedV1,
  hostNudgedV1,
  joinDecidedV1,
  joinRequestedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentOfferedV1,
  paymentOfferExpiredV1,
  paymentWaitlistedV1,
  playerPromotedV1,
  playerRemovedV1,
  refundRequestedV1,
} from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { fanOutTypes, requestPageWork, requestWork } from '@functions/joins/public-request-fan-out';
import { CANCELLATION_NOTICES, CHANGE_NOTICES } from '../join-notifier';
import { joinNotifier } from '../join-notifier-client';

// Join-loop events → in-app notification + e-mail, once per event and person: the notifiers guard
// each person's notice themselves, so a retry after one of two went out sends only the other.
export const handler = eventHandler({
  name: 'send-join-notifications',
  once: 'per-recipient',
  routes: {
    // A regular's request for a date is accepted at once (decision 071): the host has nothing to decide.
    'JoinRequested.v1': on(joinRequestedV1, async (e, d) => (e.regular ? null : joinNotifier().joinRequested(d, e))),
    'JoinDecided.v1': on(joinDecidedV1, (e, d) => joinNotifier().joinDecided(d, e)),
    'HostNudged.v1': on(hostNudgedV1, (e, d) => joinNotifier().hostNudged(d, e)),
    'JoinWithdrawn.v1': on(joinWithdrawnV1, (e, d) => joinNotifier().joinWithdrawn(d, e)),
    'PlayerPromoted.v1': on(playerPromotedV1, (e, d) => joinNotifier().playerPromoted(d, e)),
    'PlayerRemoved.v1': on(playerRemovedV1, (e, d) => joinNotifier().playerRemoved(d, e)),
    'GameCancelled.v1': on(gameCancelledV1, (e, d) => joinNotifier().gameCancelled(d, e)),
    'GameUpdated.v1': on(gameUpdatedV1, (e, d) => joinNotifier().gameChanged(d, e)),
    'PaymentConfirmed.v1': on(paymentConfirmedV1, (e, d) => joinNotifier().paymentConfirmed(d, e)),
    'PaymentWaitlisted.v1': on(paymentWaitlistedV1, (e, d) => joinNotifier().paymentWaitlisted(d, e)),
    'PaymentOffered.v1': on(paymentOfferedV1, (e, d) => joinNotifier().paymentOffered(d, e)),
    'PaymentOfferExpired.v1': on(paymentOfferExpiredV1, (e, d) => joinNotifier().paymentOfferExpired(d, e)),
    'RefundRequested.v1': on(refundRequestedV1, (e, d) => joinNotifier().refundRequested(d, e)),
  },
  // A cancellation or a moved game reaches its players through this consumer's own queue, a page and a player at a time.
  work: {
    [fanOutTypes(CANCELLATION_NOTICES).page]: on(requestPageWork, (e, d) => joinNotifier().cancellationPage(d, e)),
    [fanOutTypes(CANCELLATION_NOTICES).request]: on(requestWork, (e, d) => joinNotifier().cancellationNotice(d, e)),
    [fanOutTypes(CHANGE_NOTICES).page]: on(requestPageWork, (e, d) => joinNotifier().changePage(d, e)),
    [fanOutTypes(CHANGE_NOTICES).request]: on(requestWork, (e, d) => joinNotifier().changeNotice(d, e)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const JOIN_NOTIFICATION_EVENTS = handler.detailTypes;
