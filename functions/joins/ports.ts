import type { AmountDue } from '@shared/rules/payment-rules';
import type { JoinAnswer } from '@shared/schemas/join';
import type { JoinRequestStatus, PaymentStatus } from '@shared/rules/join-rules';
import type { PendingEvent } from '../platform/event-ports';
import type { StoredGame } from '@functions/games';
import type { GameRequestsByStatus } from './requests-by-status';
import type { StoredRefund } from '@functions/payments/public-items';

// What joining a game (requests, passes, nudges, check-in) needs from the outside world.
// Adapters implement these; tests pass fakes.

/** A join request as stored. Absent values are null here, absent in the item. */
export interface StoredJoinRequest {
  id: string;
  game_id: string;
  user_id: string;
  status: JoinRequestStatus;
  payment_status: PaymentStatus;
  /** Unguessable code (≥ 128 random bits) while confirmed or waitlisted; null before. */
  game_pass: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  contact_instagram: string | null;
  answers: JoinAnswer[];
  nudge_count: number;
  last_nudge_at: string | null;
  host_message: string | null;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
  checked_in_at: string | null;
  /** A paid request's amount, fixed at the accept or the offer (decision 015); null otherwise. */
  amount_due?: AmountDue | null;
  /** The captured payment that confirmed it, written in the confirming transaction. */
  receipt?: PaymentReceipt | null;
  /** Until when an offered spot waits for payment (decision 015 offers); null when nothing is due by a time. */
  payment_due_at?: string | null;
  /** A friend's group code this player joined with (shared/rules/playing-together.ts); absent when on their own. */
  group_code?: string | null;
  /** Written for an approved regular of the game's series (decision 071); absent for a player's own join. */
  regular?: boolean | null;
}

/** What the player's card and the payment e-mail show after paying. */
export interface PaymentReceipt {
  payment_id: string;
  amount_paise: number;
  currency: string;
  paid_at: string;
}

/** What a decision changes on a pending request. */
export interface RequestDecision {
  status: JoinRequestStatus;
  payment_status: PaymentStatus;
  game_pass: string | null;
  host_message: string | null;
  at: string;
  /** A paid accept fixes what the player owes… */
  amount_due?: AmountDue | null;
  /** …and until when (docs/decisions/041): past it, the reconciler lapses the accept. */
  payment_due_at?: string | null;
}

/** The game fields a player's request list shows (one batch read). */
export type GameSummary = Pick<
  StoredGame,
  | 'id'
  | 'title'
  | 'location'
  | 'game_datetime'
  | 'sport'
  | 'price'
  | 'cover_image'
  | 'status'
  | 'latitude'
  | 'longitude'
>;

/**
 * Join requests in the game's partition. Every rule that must hold under concurrency is a
 * condition of the write that changes it: one request per player per game, capacity,
 * decisions only on pending requests, nudge limits, check-in once.
 */
export interface JoinRequestRepository extends GameRequestsByStatus {
  /**
   * The join transaction: puts the request unless this player has one for this game (a withdrawn
   * one whose id is `replacing` may be replaced) into `hostId`'s pending list, adds 1 to the game's
   * join_requests and pending_count while it is
   * upcoming, starts after `now`, has room and isn't the player's own, and records the events.
   */
  create(
    request: StoredJoinRequest,
    now: string,
    replacing: string | null,
    events: PendingEvent[],
    hostId: string,
    /** A regular's request for a full date still goes in (to the waitlist): false skips the room check. */
    needsRoom?: boolean,
  ): Promise<'created' | 'exists' | 'game-refused'>;
  get(gameId: string, userId: string): Promise<StoredJoinRequest | null>;
  getById(requestId: string): Promise<StoredJoinRequest | null>;
  byGame(gameId: string): Promise<StoredJoinRequest[]>;
  /**
   * One page of the game's requests in key order (by player id), starting after the player `after`
   * (null: the first page); `after` of the answer is where the next page starts (null: no more).
   */
  gamePage(
    gameId: string,
    after: string | null,
    limit: number,
    /** Only requests in this status (the check-in list: confirmed); a page may then be short and still go on. */
    only?: JoinRequestStatus,
  ): Promise<{ requests: StoredJoinRequest[]; after: string | null }>;
  /** The game's confirmed players and how many of them checked in, as its transactions keep them. */
  arrivalCounts(gameId: string): Promise<{ arrived: number; expected: number }>;
  /** The player's requests, newest first. */
  byPlayer(userId: string, limit: number): Promise<StoredJoinRequest[]>;
  byPassCode(code: string): Promise<StoredJoinRequest | null>;
  gameSummaries(gameIds: string[]): Promise<Map<string, GameSummary>>;
  /**
   * Decides a pending request. `spot`: 'take' adds 1 to current_players while it is below
   * max_players and the game is upcoming (a free accept); 'check' only requires that room (a paid
   * accept takes its spot on payment); 'none'. 'not-pending': decided meanwhile; 'full': the game's
   * condition failed.
   */
  decide(
    request: StoredJoinRequest,
    decision: RequestDecision,
    spot: 'take' | 'check' | 'none',
    events: PendingEvent[],
  ): Promise<'decided' | 'not-pending' | 'full'>;
  /**
   * Withdraws the request if it is still in `request.status` (and checked in or not, as read), giving
   * its spot (and arrival) back when it held one; 'started' once the game's start is not after `at`.
   * With a refund (a paid player, decision 015), the request must still be paid: it becomes
   * refunded and the refund is owed, in the same transaction.
   */
  withdraw(
    request: StoredJoinRequest,
    at: string,
    events: PendingEvent[],
    refund?: StoredRefund | null,
  ): Promise<'withdrawn' | 'changed' | 'started'>;
  /** Waitlist → confirmed, taking a spot under the capacity condition. */
  promote(request: StoredJoinRequest, at: string, events: PendingEvent[]): Promise<'promoted' | 'full' | 'changed'>;
  /** +1 nudge if still pending, under `max` and the last nudge is at or before `cutoff` (or none). */
  nudge(
    request: StoredJoinRequest,
    at: string,
    cutoff: string,
    max: number,
    events: PendingEvent[],
    hostId: string,
  ): Promise<boolean>;
  /**
   * Records the check-in of a confirmed request once; false when it was checked in (or changed)
   * already. The game's check-in count moves with it (and the host's, once the game finished), and
   * `events` are recorded in the same write.
   */
  checkIn(request: StoredJoinRequest, at: string, hostId: string, events: PendingEvent[]): Promise<boolean>;
}
