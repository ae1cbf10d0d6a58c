import { gameCancelledV1, refundRequestedV1, withEventId } from '@shared/events';
import { refundIssuer } from '../razorpay';

// RefundRequested.v1 → the refund goes to Razorpay under its idempotency key (a redelivery asks
// again and gets the same refund); GameCancelled.v1 → every paid player of the game is owed a full
// refund (each owed once, each then arriving here as RefundRequested.v1).
export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  if (event['detail-type'] === 'RefundRequested.v1') {
    await refundIssuer().issue(withEventId(refundRequestedV1).parse(event.detail).paymentId);
    return;
  }
  if (event['detail-type'] === 'GameCancelled.v1') {
    await refundIssuer().refundCancelledGame(withEventId(gameCancelledV1).parse(event.detail).gameId);
    return;
  }
  throw new Error(`process-payment-events: unexpected event ${event['detail-type']}`);
};
