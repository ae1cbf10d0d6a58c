import {
  accountDeletedV1,
  gameCancelledV1,
  hostNudgedV1,
  joinDecidedV1,
  joinRequestedV1,
  paymentOfferedV1,
  playerPromotedV1,
  reminderSentV1,
} from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { fanOutTypes, requestPageWork, requestWork } from '@functions/joins/public-request-fan-out';
import { CANCELLATION_PUSHES, REQUEST_WINDOW_END } from '../push-service';
import { pushService } from '../push';

// Events → Web Push to the person's devices, once per event and person (the service guards each).
// A cancellation reaches its players a page at a time through this consumer's queue, and a host's
// requests held back in a game's ten-minute window come back through it when the window ends.
export const handler = eventHandler({
  name: 'send-push',
  once: 'per-recipient',
  routes: {
    // A regular's request for a date is accepted at once (decision 071): nothing to tell the host.
    'JoinRequested.v1': on(joinRequestedV1, async (e, d) => (e.regular ? null : pushService().joinRequested(d, e))),
    'JoinDecided.v1': on(joinDecidedV1, (e, d) => pushService().joinDecided(d, e)),
    'HostNudged.v1': on(hostNudgedV1, (e, d) => pushService().hostNudged(d, e)),
    'PlayerPromoted.v1': on(playerPromotedV1, (e, d) => pushService().playerPromoted(d, e)),
    'PaymentOffered.v1': on(paymentOfferedV1, (e, d) => pushService().paymentOffered(d, e)),
    'GameCancelled.v1': on(gameCancelledV1, (e, d) => pushService().gameCancelled(d, e)),
    'ReminderSent.v1': on(reminderSentV1, (e) => pushService().reminderSent(e)),
    // Replay-safe: the store's erasure finds nothing the second time.
    'AccountDeleted.v1': on(accountDeletedV1, (e) => pushService().forget(e.userId)),
  },
  work: {
    [REQUEST_WINDOW_END]: on(joinRequestedV1, (e) => pushService().requestWindowEnded(e)),
    [fanOutTypes(CANCELLATION_PUSHES).page]: on(requestPageWork, (e, d) => pushService().cancellationPage(d, e)),
    [fanOutTypes(CANCELLATION_PUSHES).request]: on(requestWork, (e, d) => pushService().cancellationPush(d, e)),
  },
});
