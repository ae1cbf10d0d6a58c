import {
  gameCancelledV1,
  gameStatusChangedV1,
  gameUpdatedV1,
  hostNudgedV1,
  joinDecidedV1,
  joinRequestedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentOfferedV1,
  paymentOfferExpiredV1,
  paymentWaitlistedV1,
  playerCheckedInV1,
  playerPromotedV1,
  refundRequestedV1,
} from '@shared/events';
import { eventHandler, on, type Route } from '@functions/platform/events/event-handler';
import type * as z from 'zod/mini';
import type { LiveEventFields, LiveEventType } from '../live-messages';
import { liveUpdates } from '../live-updates';

// Domain events → live messages on the player's, the host's and the game's channels. Never from
// the request path: a slow or failing publish retries here and dead-letters like any consumer.
const live = <S extends z.ZodMiniObject>(cause: LiveEventType, schema: S): Route<S> =>
  on(schema, (detail) => liveUpdates().eventHappened(cause, detail as unknown as LiveEventFields));

export const handler = eventHandler({
  name: 'publish-live-updates',
  // A repeated publish only refreshes a screen again.
  once: 'replay-safe',
  routes: {
    'JoinRequested.v1': live('JoinRequested.v1', joinRequestedV1),
    'JoinDecided.v1': live('JoinDecided.v1', joinDecidedV1),
    'HostNudged.v1': live('HostNudged.v1', hostNudgedV1),
    'JoinWithdrawn.v1': live('JoinWithdrawn.v1', joinWithdrawnV1),
    'PlayerPromoted.v1': live('PlayerPromoted.v1', playerPromotedV1),
    'PlayerCheckedIn.v1': live('PlayerCheckedIn.v1', playerCheckedInV1),
    'PaymentConfirmed.v1': live('PaymentConfirmed.v1', paymentConfirmedV1),
    'PaymentWaitlisted.v1': live('PaymentWaitlisted.v1', paymentWaitlistedV1),
    'PaymentOffered.v1': live('PaymentOffered.v1', paymentOfferedV1),
    'PaymentOfferExpired.v1': live('PaymentOfferExpired.v1', paymentOfferExpiredV1),
    'RefundRequested.v1': live('RefundRequested.v1', refundRequestedV1),
    'GameUpdated.v1': live('GameUpdated.v1', gameUpdatedV1),
    'GameCancelled.v1': live('GameCancelled.v1', gameCancelledV1),
    'GameStatusChanged.v1': live('GameStatusChanged.v1', gameStatusChangedV1),
  },
});
