import { offerExpiryPayloadSchema } from '@shared/schemas/offer-expiry';
import { withInvocation } from '@functions/platform/invocation-clock';
import { offerService } from '../payments';

// An offer's one-time schedule fired (EventBridge Scheduler passes the schedule's JSON as the event):
// the offer lapses and its spot passes on, unless it was taken, declined or paid, or is not yet due.
// A payload that doesn't parse is a bug, not a retryable failure: it lands in the DLQ.
export const handler = withInvocation(async (event: unknown) => {
  const offer = offerExpiryPayloadSchema.parse(event);
  return { requestId: offer.requestId, outcome: await offerService().expireOne(offer.gameId, offer.requestId) };
});
