import {
  accountDeletedV1,
  gameCancelledV1,
  gameCreatedV1,
  gameDeletedV1,
  gameUpdatedV1,
  joinDecidedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentOfferExpiredV1,
  paymentOfferedV1,
  playerPromotedV1,
  playerRemovedV1,
} from '@shared/events';
import { eventHandler, on, type Delivery } from '@functions/platform/events/event-handler';
import { fanOutTypes, requestPageWork, requestWork } from '@functions/joins/public-request-fan-out';
import { GAME_REMINDERS } from '../reminder-service';
import { notificationAccountData } from '../account-data';
import { reminderScheduling } from '../reminders';

// Request and game events → the reminders' schedules (docs/decisions/028). Each delivery re-reads
// the request or game and makes the schedules match it, so a late or repeated event changes
// nothing. Only the ids are read from the event. A game's players follow it one message each.
const request = (e: { gameId: string; userId: string }) => reminderScheduling().syncRequest(e.gameId, e.userId);
const game = (e: { gameId: string }, d: Delivery) => reminderScheduling().syncGame(d, e.gameId);

export const handler = eventHandler({
  name: 'schedule-reminders',
  once: 'replay-safe',
  routes: {
    'JoinDecided.v1': on(joinDecidedV1, request),
    'PaymentConfirmed.v1': on(paymentConfirmedV1, request),
    'PlayerPromoted.v1': on(playerPromotedV1, request),
    'JoinWithdrawn.v1': on(joinWithdrawnV1, request),
    'PlayerRemoved.v1': on(playerRemovedV1, request),
    'PaymentOfferExpired.v1': on(paymentOfferExpiredV1, request),
    // A freed spot offered to pay for: reminded to pay, like any accepted player yet to pay.
    'PaymentOffered.v1': on(paymentOfferedV1, request),
    'GameCreated.v1': on(gameCreatedV1, game),
    // Only a new start moves reminders; other edits leave them alone.
    'GameUpdated.v1': on(gameUpdatedV1, async (e, d) => (e.changed.includes('game_datetime') ? game(e, d) : 'ignored')),
    'GameCancelled.v1': on(gameCancelledV1, game),
    'GameDeleted.v1': on(gameDeletedV1, game),
    // A deleted account's in-app notifications, erased (deleting what is left: a repeat changes nothing).
    'AccountDeleted.v1': on(accountDeletedV1, (e) => notificationAccountData().eraseAll(e.userId)),
  },
  // A game's reminded players, a page and then a player at a time through this consumer's own queue.
  work: {
    [fanOutTypes(GAME_REMINDERS).page]: on(requestPageWork, (e, d) => reminderScheduling().syncGamePage(d, e)),
    [fanOutTypes(GAME_REMINDERS).request]: on(requestWork, request),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const REMINDER_SCHEDULE_EVENTS = handler.detailTypes;
