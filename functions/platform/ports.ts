import type { AmountDue } from '@shared/rules/payment-rules';
import type { Profile } from '@shared/schemas/profile';
import type { Game } from '@shared/schemas/game';
import type { CellCover } from '@shared/rules/geo';
import type { EventDetail, EventName } from '@shared/events';
import type { JoinAnswer } from '@shared/schemas/join';
import type { JoinRequestStatus, PaymentStatus } from '@shared/rules/join-rules';
import type { ActivityItem } from '@shared/schemas/profile-stats';
import type { ProfileEffect } from '@shared/rules/profile-activity';
import type { StoredRefund } from '../payments/refund-record';
import type { ScheduledStatus } from '@shared/rules/game-status';
import type { HostApplication } from '@shared/schemas/host-application';

// What services need from the outside world. Adapters implement these; tests pass fakes.

export interface Clock {
  now(): Date;
}

/** A domain event to be written in the same transaction as the change (design §4). */
export interface PendingEvent<N extends EventName = EventName> {
  name: N;
  detail: EventDetail<N>;
}

/**
 * What the stored profile must still be for a save to apply: its role and setup flag as they were
 * read ('absent': no profile yet). The role is the one field another writer (an approved host
 * application) may change between a read and a write, so it is never overwritten blindly.
 */
export type ProfileExpectation = Pick<Profile, 'role' | 'profile_setup_completed'> | 'absent';

export interface ProfileRepository {
  get(userId: string): Promise<Profile | null>;
  /**
   * Creates or replaces the profile and records the events atomically. With `expected`, only while
   * the stored profile still matches it; false when it no longer does (nothing written).
   */
  save(profile: Profile, events: PendingEvent[], expected?: ProfileExpectation): Promise<boolean>;
}

export interface HealthProbe {
  tableReachable(): Promise<boolean>;
}

export const systemClock: Clock = { now: () => new Date() };

/** A user as the user pool knows them (the pool is the source of identity). */
export interface DirectoryUser {
  username: string;
  email: string | null;
  phone: string | null;
  name: string | null;
}

export interface UserDirectory {
  findByEmail(email: string): Promise<DirectoryUser | null>;
  findByPhone(phone: string): Promise<DirectoryUser | null>;
  /** Creates a pool user who signs in by phone code only (no password, no e-mail yet). */
  createPhoneUser(phone: string): Promise<DirectoryUser>;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** A file sent with an e-mail (the acceptance e-mail's .ics). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}

/**
 * One-time secrets (magic links, SMS codes) by purpose and subject. Writes are conditional so
 * that "at most one send per minute", "superseded by a newer one" and "used once" hold under
 * concurrency.
 */
export interface OneTimeSecretStore {
  /**
   * Records a send at `now` unless one happened after `now - minGapMs` (false: too soon), with
   * any events in the same transaction.
   */
  claimSendSlot(
    purpose: string,
    subject: string,
    now: Date,
    minGapMs: number,
    events?: PendingEvent[],
  ): Promise<boolean>;
  /** Stores the hash of the newest secret, replacing any earlier one. */
  put(purpose: string, subject: string, secretHash: string, expiresAt: Date): Promise<void>;
  /** Reads the current secret without consuming it. */
  get(purpose: string, subject: string): Promise<{ secretHash: string; expiresAt: Date } | null>;
  /** Deletes the secret only if it is still the one with this hash; false when it was not. */
  consume(purpose: string, subject: string, secretHash: string): Promise<boolean>;
}

/** Why a code was not sent, and when asking again can work. */
export interface SmsRefusal {
  reason: 'too-soon' | 'number-budget' | 'app-budget';
  retryAt: Date;
}

export interface SmsBudgetLimits {
  /** Minimum time between two codes to one number. */
  minGapMs: number;
  /** Codes one number may receive in any rolling hour. */
  perNumberPerHour: number;
  /** Codes the whole app may send per clock hour. */
  appPerHour: number;
}

/**
 * Sign-in codes and the SMS budget (issue 9). Every rule is decided by the table's conditions,
 * so parallel requests can't send more than the limits allow or try a code more often than allowed.
 */
export interface SmsCodeStore {
  /**
   * In one transaction: spends the number's send slot and hourly budget and the app's hourly budget,
   * and stores the hash of the new code for `username` (replacing any earlier one). Null when sent.
   */
  issue(input: {
    phone: string;
    username: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    limits: SmsBudgetLimits;
  }): Promise<SmsRefusal | null>;
  /** Whether a code could be sent now, without spending anything (for a clear 429 before sign-in starts). */
  refusal(phone: string, now: Date, limits: SmsBudgetLimits): Promise<SmsRefusal | null>;
  /**
   * One answer to the current code: the attempt is counted first (atomically, across sessions),
   * then compared. 'correct' consumes the code; the last allowed wrong answer burns it; 'none' when
   * there is no live code (expired, burnt, used or never sent).
   */
  attempt(username: string, answerHash: string, now: Date, maxAttempts: number): Promise<'correct' | 'wrong' | 'none'>;
}

// ---- Games, communities and search (issue 4) ----

/** A game as stored: the API's game without what reads add (host card, distance). */
export type StoredGame = Omit<Game, 'host' | 'distance_km'>;
export type GameHost = NonNullable<Game['host']>;

export interface GameWindow {
  /** ISO instants; games starting after `from` and before `to` (open-ended without it). */
  from: string;
  to?: string;
  sport?: string;
  skill_level?: string;
}

/** A page of games in start order, after a position (a cursor's content), with what it cost. */
export interface GameListQuery {
  window: GameWindow;
  limit: number;
  /** Games strictly after this one in start order (start, then id). */
  after?: GamePosition;
  /** Checks the index can't make (distance, words); rejected games still count as read. */
  accept: (game: StoredGame) => boolean;
}
export interface GamePosition {
  game_datetime: string;
  id: string;
}
export interface GamePage {
  games: StoredGame[];
  /** Where the next page starts, when more may follow. */
  next: GamePosition | null;
  /** Items the store read for this page. */
  read: number;
  /** Host cards the store read with the games (kept pages hold them), so they need no second read. */
  hosts?: Map<string, GameHost | null>;
}

export interface GameRepository {
  get(gameId: string): Promise<StoredGame | null>;
  /** Writes the game, its duplicate-title marker and the events atomically; 'duplicate' when the marker exists. */
  create(game: StoredGame, events: PendingEvent[]): Promise<'created' | 'duplicate'>;
  /**
   * Saves the host's edit of an upcoming game and moves the marker when title or date change, in one
   * transaction. 'duplicate': another game of the host holds the new title/day. 'refused': the game is
   * no longer the host's upcoming game, or has more players than the new maximum.
   */
  update(previous: StoredGame, next: StoredGame, events: PendingEvent[]): Promise<'updated' | 'duplicate' | 'refused'>;
  /** Deletes a game with no join requests (with its marker); 'has-requests' when one arrived meanwhile. */
  delete(game: StoredGame, events: PendingEvent[]): Promise<'deleted' | 'has-requests' | 'gone'>;
  /** Marks an upcoming game cancelled, takes it out of discover and frees its marker. */
  cancel(game: StoredGame, cancelledAt: string, events: PendingEvent[]): Promise<'cancelled' | 'gone'>;
  hasJoinRequests(gameId: string): Promise<boolean>;
  /**
   * Moves the game to a scheduled status (issue 12) with the event in the same transaction, only
   * while it still has the status, start and duration it was read with: 'stale' when it no longer does.
   */
  moveStatus(game: StoredGame, to: ScheduledStatus, at: string, events: PendingEvent[]): Promise<'moved' | 'stale'>;
  /** Games whose scheduled move is overdue at `now`: upcoming past their start, ongoing past their end (oldest first). */
  overdue(now: string, limit: number): Promise<StoredGame[]>;
  /** Upcoming games by start, soonest first, until `limit` of them pass `accept`. */
  upcoming(query: GameListQuery): Promise<GamePage>;
  /** The same, among games with coordinates in the cells of `cover`, read in start order across them. */
  near(cover: CellCover, query: GameListQuery): Promise<GamePage>;
  /** A host's games, latest start first. */
  byHost(hostId: string, limit: number): Promise<StoredGame[]>;
  /** Host cards (name, picture) of these users, from their profiles. */
  hosts(userIds: string[]): Promise<Map<string, GameHost>>;
  /** Records a report unless this user reported this game already (false). */
  addReport(report: { gameId: string; userId: string; reason: string; created_at: string }): Promise<boolean>;
}

/** A community as stored (spec §3 fields) with the counters its transactions keep exact. */
export interface StoredCommunity {
  id: string;
  name: string;
  sport: string;
  sports: string[];
  location: string;
  description: string | null;
  host_id: string;
  is_public: boolean;
  requires_approval: boolean;
  /** null: unlimited. */
  max_members: number | null;
  profile_pic: string | null;
  cover_pic: string | null;
  tags: string[];
  created_at: string;
  updated_at: string;
  /** Members including the admin; kept by the join/leave/approve transactions. */
  member_count: number;
  review_sum: number;
  review_count: number;
  pending_count: number;
  last_activity_at: string;
  /** Linked, not cancelled games: id → start (kept by the games consumer). */
  linked_games: Record<string, string>;
  /** The latest review of 4+ stars with words, for the list card (kept by the review write). */
  highlight: { rating: number; text: string; userName: string } | null;
}

/** What the owner edits (spec §5 edit). */
export type CommunityEdit = Pick<
  StoredCommunity,
  | 'name'
  | 'sport'
  | 'sports'
  | 'location'
  | 'description'
  | 'max_members'
  | 'is_public'
  | 'requires_approval'
  | 'tags'
  | 'profile_pic'
  | 'cover_pic'
  | 'updated_at'
>;

export interface StoredCommunityMember {
  community_id: string;
  user_id: string;
  role_in_community: 'member' | 'admin';
  joined_at: string;
}

export interface StoredCommunityRequest {
  community_id: string;
  user_id: string;
  status: 'pending' | 'rejected';
  created_at: string;
}

export interface StoredCommunityReview {
  id: string;
  community_id: string;
  user_id: string;
  rating: number;
  review_text: string;
  created_at: string;
  updated_at: string;
  /** Bumped by every write: a rewrite is conditional on the version it read. */
  version: number;
}

export interface UserCard {
  id: string;
  name: string;
  profile_pic: string | null;
}

/**
 * Communities in the one table. Every rule that must hold under concurrency is a condition of the
 * write that could break it: one community per account (owner marker), max_members (counter),
 * one request / membership / review per player, exact review totals (delta in the same write).
 */
export interface CommunityRepository {
  get(communityId: string): Promise<StoredCommunity | null>;
  /** The community, its owner marker and the admin membership in one transaction; 'taken' when the owner has one. */
  create(community: StoredCommunity, events: PendingEvent[]): Promise<'created' | 'taken'>;
  /** Owner's edit; 'below-members' when max_members is under member_count now; 'gone' when not theirs any more. */
  update(
    previous: StoredCommunity,
    edit: CommunityEdit,
    events: PendingEvent[],
  ): Promise<'updated' | 'below-members' | 'gone'>;
  /** Deletes the community and frees the owner's marker; the rest goes through CommunityDeleted.v1. */
  delete(community: StoredCommunity, events: PendingEvent[]): Promise<boolean>;
  byOwner(hostId: string, limit: number): Promise<StoredCommunity[]>;
  /** Public communities, newest first, at most `max`. */
  listPublic(max: number): Promise<StoredCommunity[]>;
  member(communityId: string, userId: string): Promise<StoredCommunityMember | null>;
  request(communityId: string, userId: string): Promise<StoredCommunityRequest | null>;
  /** Adds a member while there is room (the counter's condition). */
  join(
    community: StoredCommunity,
    member: StoredCommunityMember,
    events: PendingEvent[],
  ): Promise<'joined' | 'member' | 'full' | 'gone'>;
  /** A pending request unless one is pending or the player is a member. */
  requestToJoin(
    community: StoredCommunity,
    request: StoredCommunityRequest,
    events: PendingEvent[],
  ): Promise<'requested' | 'pending' | 'member' | 'gone'>;
  /** The admin's decision on a pending request; approval takes a place under the max_members condition. */
  decide(
    community: StoredCommunity,
    userId: string,
    action: 'approve' | 'reject',
    at: string,
    events: PendingEvent[],
  ): Promise<'decided' | 'not-pending' | 'full'>;
  /** A non-admin member leaves (counter -1); false when not a member. */
  leave(community: StoredCommunity, userId: string): Promise<boolean>;
  /** Takes back a pending request; false when none is pending. */
  withdrawRequest(community: StoredCommunity, userId: string): Promise<boolean>;
  /** Members by joined_at. */
  members(communityId: string, limit: number): Promise<StoredCommunityMember[]>;
  pendingRequests(communityId: string, limit: number): Promise<StoredCommunityRequest[]>;
  review(communityId: string, userId: string): Promise<StoredCommunityReview | null>;
  /** Newest first. */
  reviews(communityId: string, limit: number): Promise<StoredCommunityReview[]>;
  /**
   * Writes the member's review if the stored one is still `previous` (same version; null: none
   * yet) and they are a member, adding the rating's difference to the community's sum and count in
   * the same transaction. 'changed': another write came first (read again and retry).
   */
  saveReview(
    community: StoredCommunity,
    review: StoredCommunityReview,
    previous: StoredCommunityReview | null,
    reviewerName: string,
    events: PendingEvent[],
  ): Promise<'saved' | 'changed' | 'not-member' | 'gone'>;
  cards(userIds: string[]): Promise<Map<string, UserCard>>;
}

/** Games linked to communities (game items carry community_id). */
export interface CommunityGames {
  /** The next `limit` upcoming linked games from `from`. */
  upcoming(communityId: string, from: string, limit: number): Promise<StoredGame[]>;
  /** Every linked game (id, start, status), for the stats and the events count. */
  all(communityId: string): Promise<Pick<StoredGame, 'id' | 'game_datetime' | 'status'>[]>;
  /** Clears community_id of a game if it still points at this community. */
  unlink(gameId: string, communityId: string): Promise<void>;
}

/** What the deletion consumer clears. */
export interface CommunityCleanup {
  /** Deletes members, requests and reviews of a deleted community; how many items went. */
  deleteContents(communityId: string): Promise<number>;
  /** Stores the linked games map, if the community still exists. */
  setLinkedGames(communityId: string, linked: Record<string, string>): Promise<void>;
}

export type SearchKind = 'game' | 'community';

/** What a search hit shows (spec §3 search result fields), plus the words that find it. */
export interface SearchDocument {
  kind: SearchKind;
  id: string;
  title: string;
  sport: string;
  location: string;
  game_datetime: string | null;
  price: number;
  tokens: string[];
}

export interface SearchIndex {
  /** Makes the index hold exactly this document for (kind, id), or nothing when `doc` is null. */
  replace(kind: SearchKind, id: string, doc: SearchDocument | null): Promise<void>;
  /**
   * Documents with a token starting with `word` (≥ 2 characters): games starting from `from` on,
   * soonest first, then communities, until `limit` pass `accept`; `read` is what that cost.
   */
  find(
    word: string,
    query: { from: string; limit: number; accept: (doc: SearchDocument) => boolean },
  ): Promise<{ docs: SearchDocument[]; read: number }>;
}

// ---- Joining a game: requests, passes, nudges, check-in, notifications (issue 5) ----

/** A join request as stored (spec §3 field names). Absent values are null here, absent in the item. */
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
  /** The captured payment that confirmed it, written in the confirming transaction (issue 14). */
  receipt?: PaymentReceipt | null;
  /** Until when an offered spot waits for payment (decision 015 offers); null when nothing is due by a time. */
  payment_due_at?: string | null;
}

/** What the player's card and the payment e-mail show after paying (issue 14). */
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
  /** A paid accept fixes what the player owes. */
  amount_due?: AmountDue | null;
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
 * condition of the write that changes it (design §3): one request per player per game, capacity,
 * decisions only on pending requests, nudge limits, check-in once.
 */
export interface JoinRequestRepository {
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
  ): Promise<'created' | 'exists' | 'game-refused'>;
  get(gameId: string, userId: string): Promise<StoredJoinRequest | null>;
  getById(requestId: string): Promise<StoredJoinRequest | null>;
  byGame(gameId: string): Promise<StoredJoinRequest[]>;
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
   * Withdraws the request if it is still in `request.status`, giving its spot back when it held one.
   * With a refund (a paid player, decision 015), the request must still be paid: it becomes
   * refunded and the refund is owed, in the same transaction.
   */
  withdraw(
    request: StoredJoinRequest,
    at: string,
    events: PendingEvent[],
    refund?: StoredRefund | null,
  ): Promise<boolean>;
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
   * already. The game's check-in count moves with it (and the host's, once the game finished).
   */
  checkIn(request: StoredJoinRequest, at: string, hostId: string): Promise<boolean>;
}

export interface StoredNotification {
  id: string;
  user_id: string;
  title: string;
  body: string;
  link: string;
  is_read: boolean;
  created_at: string;
}

export interface NotificationRepository {
  /** Writes it unless it exists: one event gives a user one notification however often it arrives. */
  add(notification: {
    userId: string;
    eventId: string;
    createdAt: string;
    title: string;
    body: string;
    link: string;
  }): Promise<void>;
  latest(userId: string, limit: number): Promise<StoredNotification[]>;
  /** Unread notifications, counted up to `cap`. */
  unreadCount(userId: string, cap: number): Promise<number>;
  /** Marks these (or, with null, every unread one) read; unknown ids are ignored. */
  markRead(userId: string, ids: string[] | null): Promise<void>;
}

/** A user's counters, kept by ADD as events and membership changes happen (issue 12). */
export interface KeptCounters {
  games_played: number;
  games_hosted: number;
  communities_joined: number;
}

export interface ProfileStatsRepository {
  /** Zero for counters that never moved. */
  counters(userId: string): Promise<KeptCounters>;
  /** Newest first. */
  latestActivity(userId: string, limit: number): Promise<ActivityItem[]>;
  /** Applies one event's effect on one user (counters and activity together), once per (event, user). */
  apply(eventId: string, at: string, effect: ProfileEffect): Promise<'applied' | 'duplicate'>;
  /** The counters recounted from the games, requests and memberships themselves (the oracle). */
  recount(userId: string): Promise<KeptCounters>;
  /** Sets the counters to `counters` unless they were set so before; true when it wrote. */
  initialise(userId: string, counters: KeptCounters, at: string): Promise<boolean>;
}

/** Runs an effect once per key (consumers see each event at least once). */
export interface OnceGuard {
  once(key: string, effect: () => Promise<void>): Promise<'done' | 'duplicate'>;
}

// ---- Host applications and moderation (issue 12) ----

/** An application as stored: the API's shape plus the pool username whose role attribute approval sets. */
export interface StoredHostApplication extends HostApplication {
  /** The applicant's user-pool username, from their verified token when they applied. */
  username: string;
  decided_by: string | null;
}

export interface HostApplicationDecisionRecord {
  status: 'approved' | 'rejected';
  reason: string | null;
  decided_at: string;
  decided_by: string;
}

export interface HostApplicationRepository {
  /** Saves a pending application with the applicant's one-open marker, atomically; 'open' when they have one. */
  create(application: StoredHostApplication, events: PendingEvent[]): Promise<'created' | 'open'>;
  get(applicationId: string): Promise<StoredHostApplication | null>;
  /** The applicant's newest application. */
  latestOf(userId: string): Promise<StoredHostApplication | null>;
  /** Applications with this status, oldest first; null when the cursor isn't one this list gave. */
  list(
    status: HostApplication['status'],
    limit: number,
    cursor?: string,
  ): Promise<{ applications: StoredHostApplication[]; nextCursor: string | null } | null>;
  /** Records the decision and frees the open marker while the application is pending; false when it no longer is. */
  decide(
    application: StoredHostApplication,
    decision: HostApplicationDecisionRecord,
    events: PendingEvent[],
  ): Promise<boolean>;
}

/** Where a user's role lives beside the profile: the pool attribute `custom:role` the ID token carries. */
export interface RoleDirectory {
  /** Sets the attribute; setting the value it has is a no-op, so a retry is safe. */
  setRole(username: string, role: Profile['role']): Promise<void>;
}

export interface StoredGameReport {
  gameId: string;
  userId: string;
  reason: string;
  created_at: string;
}

export interface GameReportRepository {
  /** Open reports, newest first, up to `limit` (and whether more are open). */
  open(limit: number): Promise<{ reports: StoredGameReport[]; more: boolean }>;
  /** Closes every open report of the game (dismissed, taken-down or game-gone); how many it closed. */
  closeAll(gameId: string, resolution: 'dismissed' | 'taken-down' | 'game-gone', closedAt: string): Promise<number>;
}
