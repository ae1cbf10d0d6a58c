import { gameCancelledV1, refundRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { fanOutTypes, requestPageWork, requestWork } from '@functions/joins/public-request-fan-out';
import { CANCELLATION_REFUNDS } from '../refund-service';
import { refundIssuer } from '../razorpay';

// RefundRequested.v1 → the refund goes to Razorpay under its idempotency key (a redelivery asks
// again and gets the same refund); GameCancelled.v1 → every paid player of the game is owed a full
// refund (each owed once, each then arriving here as RefundRequested.v1), a page and a player at a
// time through this consumer's own queue.
export const handler = eventHandler({
  name: 'process-payment-events',
  once: 'replay-safe',
  routes: {
    'RefundRequested.v1': on(refundRequestedV1, (e) => refundIssuer().issue(e.paymentId)),
    'GameCancelled.v1': on(gameCancelledV1, (e, d) => refundIssuer().refundCancelledGame(d, e)),
  },
  // A cancelled game's paid players are refunded through this consumer's own queue, one message each.
  work: {
    [fanOutTypes(CANCELLATION_REFUNDS).page]: on(requestPageWork, (e, d) => refundIssuer().cancelledGamePage(d, e)),
    [fanOutTypes(CANCELLATION_REFUNDS).request]: on(requestWork, (e) => refundIssuer().refundCancelledRequest(e)),
  },
});
