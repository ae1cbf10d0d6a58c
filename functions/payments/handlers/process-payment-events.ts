import { gameCancelledV1, refundRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { refundIssuer } from '../razorpay';

// RefundRequested.v1 → the refund goes to Razorpay under its idempotency key (a redelivery asks
// again and gets the same refund); GameCancelled.v1 → every paid player of the game is owed a full
// refund (each owed once, each then arriving here as RefundRequested.v1).
export const handler = eventHandler({
  name: 'process-payment-events',
  once: 'replay-safe',
  routes: {
    'RefundRequested.v1': on(refundRequestedV1, (e) => refundIssuer().issue(e.paymentId)),
    'GameCancelled.v1': on(gameCancelledV1, (e) => refundIssuer().refundCancelledGame(e.gameId)),
  },
});
