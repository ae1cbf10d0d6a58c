import {
  accountDeletedV1,
  gameStatusChangedV1,
  joinDecidedV1,
  joinRequestedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentWaitlistedV1,
  refundRequestedV1,
} from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { hostingAccountData } from '../account-data';
import { hostStatsService } from '../host-stats';

// Events → the host's kept dashboard numbers. Each applies once per event id: the marker and the
// ADDs are one transaction (a redelivery finds the marker and changes nothing).
export const handler = eventHandler({
  name: 'update-host-stats',
  once: 'replay-safe',
  routes: {
    'JoinRequested.v1': on(joinRequestedV1, (e) => hostStatsService().joinRequested(e)),
    'JoinDecided.v1': on(joinDecidedV1, (e) => hostStatsService().joinDecided(e)),
    'JoinWithdrawn.v1': on(joinWithdrawnV1, (e) => hostStatsService().joinWithdrawn(e)),
    'PaymentConfirmed.v1': on(paymentConfirmedV1, (e, d) => hostStatsService().paymentCaptured(e, d.time)),
    'PaymentWaitlisted.v1': on(paymentWaitlistedV1, (e, d) => hostStatsService().paymentCaptured(e, d.time)),
    'RefundRequested.v1': on(refundRequestedV1, (e, d) => hostStatsService().refundRequested(e, d.time)),
    'GameStatusChanged.v1': on(gameStatusChangedV1, async (e) =>
      e.status === 'completed' ? hostStatsService().gameCompleted(e) : 'ignored',
    ),
    // A deleted account's host applications, erased (deleting what is left: a repeat changes nothing).
    'AccountDeleted.v1': on(accountDeletedV1, (e) => hostingAccountData().eraseAll(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const HOST_STATS_EVENTS = handler.detailTypes;
