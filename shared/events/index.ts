// zod/mini: consumers parse events and nothing else, so they carry the small build (the 500 kB Lambda bundle budget).
import * as z from 'zod/mini';
import { REMINDER_WINDOWS } from '../rules/reminders';
import { LANGUAGE_CODES } from '../languages';

// Versioned domain events. The detail-type carries the version, so consumers
// subscribe to exactly the schema they understand.
export const EVENT_SOURCE = 'yaktiv';

export const profileUpdatedV1 = z.object({
  userId: z.string(),
  changed: z.array(z.string()),
  role: z.string(),
});

/** The language the app spoke when asked: the e-mail is written in it (English without one). */
export const magicLinkRequestedV1 = z.object({ email: z.string(), language: z.optional(z.enum(LANGUAGE_CODES)) });

/**
 * A user deleted their account: the profile is gone, and each domain erases or anonymises what it
 * holds about them (docs/account-deletion.md). Only the id travels: the event must not carry the
 * personal data it asks to erase.
 */
export const accountDeletedV1 = z.object({ userId: z.string(), deletedAt: z.string() });

// Games. Consumers re-read the game rather than trusting these fields for state, so an
// event that arrives late or twice can't undo a newer change; the fields are for logs and e-mails.
export const gameCreatedV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  title: z.string(),
  sport: z.string(),
  game_datetime: z.string(),
  location: z.string(),
});
export const gameUpdatedV1 = z.object({ gameId: z.string(), hostId: z.string(), changed: z.array(z.string()) });
export const gameDeletedV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  title: z.string(),
  game_datetime: z.string(),
});
/** A game with join requests is cancelled, not deleted: a consumer tells its players (docs/decisions/010). */
export const gameCancelledV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  title: z.string(),
  game_datetime: z.string(),
  /** Who called it off: the host (absent in events from before moderators could take games down) or the moderators' take-down. */
  by: z.optional(z.enum(['host', 'moderators'])),
  /** Why, when the host gave a reason: 'rain' (called off for rain; absent for a plain cancellation). */
  reason: z.optional(z.enum(['rain'])),
});
/**
 * A game's scheduled status move happened: upcoming → ongoing at its start, ongoing →
 * completed at its end (start + duration). Written in the same transaction as the status change,
 * so it is published once per move; host and player aggregates count completed games from it.
 */
export const gameStatusChangedV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  title: z.string(),
  sport: z.string(),
  status: z.enum(['ongoing', 'completed']),
  game_datetime: z.string(),
  ends_at: z.string(),
});
export const communityCreatedV1 = z.object({ communityId: z.string(), hostId: z.string(), name: z.string() });

// Communities. Consumers re-read the community (search, games) or write one notification
// per event id (join requests, decisions, reviews).
export const communityUpdatedV1 = z.object({
  communityId: z.string(),
  hostId: z.string(),
  changed: z.array(z.string()),
});
/** Deleted with its owner marker; a consumer removes members, requests, reviews and unlinks games. */
export const communityDeletedV1 = z.object({ communityId: z.string(), hostId: z.string(), name: z.string() });
const communityFields = { communityId: z.string(), hostId: z.string(), userId: z.string(), communityName: z.string() };
/** A player asked to join a community that needs approval: the admin is told. */
export const communityJoinRequestedV1 = z.object({ ...communityFields, playerName: z.string() });
/** A player joined a community that takes members without approval (their profile's activity shows it). */
export const communityJoinedV1 = z.object(communityFields);
/** The admin approved or rejected a request: the player is told. */
export const communityJoinDecidedV1 = z.object({ ...communityFields, action: z.enum(['approve', 'reject']) });
/** A member wrote (or rewrote) their review: the owner is told. */
export const communityReviewedV1 = z.object({
  ...communityFields,
  reviewerName: z.string(),
  rating: z.number(),
  isNew: z.boolean(),
});
/** Games linked to a community changed (created, edited, deleted, cancelled): its events count is recomputed. */
export const communityGamesChangedV1 = z.object({ communityIds: z.array(z.string()), gameId: z.string() });

// Joining a game. Written in the same transaction as the request's change; consumers
// turn them into notifications and e-mails (the text is made from these fields and the request).
const joinFields = {
  requestId: z.string(),
  gameId: z.string(),
  hostId: z.string(),
  userId: z.string(),
  title: z.string(),
};
export const joinRequestedV1 = z.object({
  ...joinFields,
  playerName: z.string(),
  /** Written for a series' regular and accepted at once (decision 071): nobody is asked to decide it. */
  regular: z.optional(z.boolean()),
});
export const joinDecidedV1 = z.object({
  ...joinFields,
  action: z.enum(['accept', 'waitlist', 'reject']),
  status: z.string(),
  paymentRequired: z.boolean(),
  paymentUrl: z.nullable(z.string()),
  /** A paid accept: pay by then or the spot goes to the next player (absent in events from before deadlines). */
  paymentDueAt: z.optional(z.nullable(z.string())),
  hostMessage: z.nullable(z.string()),
});
export const hostNudgedV1 = z.object({ ...joinFields, playerName: z.string(), nudgeCount: z.number() });
/** The player took their request back; `previousStatus` confirmed means a spot was freed. */
export const joinWithdrawnV1 = z.object({ ...joinFields, playerName: z.string(), previousStatus: z.string() });
/** A waitlisted player of a free game took a freed spot. */
export const playerPromotedV1 = z.object(joinFields);
/**
 * The host removed a player they had accepted (decision 066): the request is rejected, a held spot
 * freed, a paid player refunded in full (`refundAmount` paise, 0 when nothing was paid).
 */
export const playerRemovedV1 = z.object({
  ...joinFields,
  playerName: z.string(),
  previousStatus: z.string(),
  refundAmount: z.number(),
  hostMessage: z.nullable(z.string()),
});
/** The host checked a confirmed player in at the venue (once per pass): the host's other screens show it. */
export const playerCheckedInV1 = z.object({ ...joinFields, checkedInAt: z.string() });

// Payments (docs/decisions/015). Amounts are integers of paise. Written in the same
// transaction as the money-backed change; consumers tell people and move refunds.
/** A captured payment: the request's fields with the order, the payment and the amount paid. */
const capturedPaymentFields = { ...joinFields, orderId: z.string(), paymentId: z.string(), amount: z.number() };
/** The request became confirmed with payment_status paid and a PAID pass (one per payment). */
export const paymentConfirmedV1 = z.object(capturedPaymentFields);
/** A payment arrived after the game filled: the player is on the waitlist and refunded in full. */
export const paymentWaitlistedV1 = z.object(capturedPaymentFields);
/** A freed paid spot is offered to a waitlisted player until `dueAt`. */
/**
 * A freed spot offered to a waitlisted player, held until `dueAt` (decision 060). A paid game's offer
 * is paid at `paymentUrl`; a free game's (`amount` 0) is taken with a tap where `paymentUrl` leads.
 */
export const paymentOfferedV1 = z.object({
  ...joinFields,
  dueAt: z.string(),
  paymentUrl: z.string(),
  amount: z.number(),
});
/**
 * The offer lapsed untaken: the player is back on the waitlist and the spot goes to the next one.
 * `dueAt`: when the hold ended (absent in events from before it was sent).
 */
export const paymentOfferExpiredV1 = z.object({ ...joinFields, dueAt: z.optional(z.string()) });
/** A refund is owed; the payments consumer asks Razorpay for it under the refund's idempotency key. */
export const refundRequestedV1 = z.object({
  ...joinFields,
  paymentId: z.string(),
  refundKey: z.string(),
  amount: z.number(),
  reason: z.enum(['withdrawn', 'game-full', 'game-cancelled', 'not-awaited', 'duplicate', 'removed']),
});

// Host applications and moderation.
/** An admin approved or rejected a host application: the applicant is e-mailed and notified. */
export const hostApplicationDecidedV1 = z.object({
  applicationId: z.string(),
  userId: z.string(),
  action: z.enum(['approve', 'reject']),
  reason: z.nullable(z.string()),
});
/**
 * An admin took a reported game down. The same transaction records GameCancelled.v1, whose
 * consumers tell the players and refund them; this one tells the host why.
 */
export const gameTakenDownV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  title: z.string(),
  note: z.nullable(z.string()),
});

// Open spots.
/**
 * A spot opened in a game starting soon and nobody on its waitlist took it: nearby players who asked
 * for spot alerts are told (first come, first served through the ordinary join). `spots` is how many
 * spots are open now; consumers re-read the game for its title, price and venue.
 */
export const spotOpenedV1 = z.object({
  gameId: z.string(),
  hostId: z.string(),
  sport: z.string(),
  startsAt: z.string(),
  spots: z.number(),
});
/**
 * A spot opened more than six hours before the start and nobody on the waitlist was left to take it:
 * the game is looked at again when its last six hours begin, and announced then (SpotOpened) if the
 * spot is still open and nobody is waiting. No host id: nothing the host's dashboard shows changed.
 */
export const spotLeftOpenV1 = z.object({ gameId: z.string(), startsAt: z.string() });

/**
 * A host started a repeating series (decision 068): its first game exists; a consumer makes the
 * games of the weeks ahead, as the daily job does for every active series after.
 */
export const gameSeriesStartedV1 = z.object({ seriesId: z.string(), hostId: z.string() });
/** A player asked to be a regular of a series (decision 071): its host hears of it. */
export const regularRequestedV1 = z.object({
  seriesId: z.string(),
  /** A game of the series: the notices link to its pages (the regulars screen hangs off a game). */
  gameId: z.string(),
  hostId: z.string(),
  userId: z.string(),
  playerName: z.string(),
  title: z.string(),
});
/** The host approved, declined or removed a series' regular: the player hears of it. */
export const regularDecidedV1 = z.object({
  seriesId: z.string(),
  gameId: z.string(),
  hostId: z.string(),
  userId: z.string(),
  title: z.string(),
  decision: z.enum(['approved', 'declined', 'removed']),
});

/**
 * A game reminder went out to a player (or the host: `toHost`) who has a device for Web Push, so the
 * push consumer sends it to their phones in the reminder's words. The game's fields are the ones the
 * reminder was made from; no host id: nothing the host's dashboard shows changed.
 */
export const reminderSentV1 = z.object({
  gameId: z.string(),
  userId: z.string(),
  toHost: z.boolean(),
  title: z.string(),
  game_datetime: z.string(),
  location: z.string(),
  window: z.enum(REMINDER_WINDOWS),
  /** Set when the player was accepted and has yet to pay: the push asks them to, and opens the pay page. */
  payment: z.optional(z.nullable(z.object({ requestId: z.string(), dueAt: z.nullable(z.string()) }))),
});

export const eventSchemas = {
  'ProfileUpdated.v1': profileUpdatedV1,
  'MagicLinkRequested.v1': magicLinkRequestedV1,
  'AccountDeleted.v1': accountDeletedV1,
  'GameCreated.v1': gameCreatedV1,
  'GameUpdated.v1': gameUpdatedV1,
  'GameDeleted.v1': gameDeletedV1,
  'GameCancelled.v1': gameCancelledV1,
  'GameStatusChanged.v1': gameStatusChangedV1,
  'CommunityCreated.v1': communityCreatedV1,
  'CommunityUpdated.v1': communityUpdatedV1,
  'CommunityDeleted.v1': communityDeletedV1,
  'CommunityJoinRequested.v1': communityJoinRequestedV1,
  'CommunityJoined.v1': communityJoinedV1,
  'CommunityJoinDecided.v1': communityJoinDecidedV1,
  'CommunityReviewed.v1': communityReviewedV1,
  'CommunityGamesChanged.v1': communityGamesChangedV1,
  'JoinRequested.v1': joinRequestedV1,
  'JoinDecided.v1': joinDecidedV1,
  'HostNudged.v1': hostNudgedV1,
  'JoinWithdrawn.v1': joinWithdrawnV1,
  'PlayerPromoted.v1': playerPromotedV1,
  'PlayerRemoved.v1': playerRemovedV1,
  'PlayerCheckedIn.v1': playerCheckedInV1,
  'PaymentConfirmed.v1': paymentConfirmedV1,
  'PaymentWaitlisted.v1': paymentWaitlistedV1,
  'PaymentOffered.v1': paymentOfferedV1,
  'PaymentOfferExpired.v1': paymentOfferExpiredV1,
  'RefundRequested.v1': refundRequestedV1,
  'HostApplicationDecided.v1': hostApplicationDecidedV1,
  'GameTakenDown.v1': gameTakenDownV1,
  'SpotOpened.v1': spotOpenedV1,
  'SpotLeftOpen.v1': spotLeftOpenV1,
  'GameSeriesStarted.v1': gameSeriesStartedV1,
  'RegularRequested.v1': regularRequestedV1,
  'RegularDecided.v1': regularDecidedV1,
  'ReminderSent.v1': reminderSentV1,
} as const;

/** What a consumer receives as `detail`: the event's fields plus the id it deduplicates on. */
export const withEventId = <T extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<T>) =>
  z.extend(schema, { eventId: z.string() });

export type EventName = keyof typeof eventSchemas;
export type EventDetail<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

/** The envelope consumers receive (EventBridge's shape, both in AWS and locally). */
export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  source: string;
  'detail-type': N;
  time: string;
  detail: EventDetail<N> & { eventId: string };
}
