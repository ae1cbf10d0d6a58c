import type { Profile } from '../../shared/schemas/profile';
import type { Game } from '../../shared/schemas/game';
import type { CellCover } from '../../shared/rules/geo';
import type { EventDetail, EventName } from '../../shared/events';
import type { JoinAnswer } from '../../shared/schemas/join';
import type { JoinRequestStatus, PaymentStatus } from '../../shared/rules/join-rules';
import type { StoredRefund } from './payment-ports';

// What services need from the outside world. Adapters implement these; tests pass fakes.

export interface Clock {
  now(): Date;
}

/** A domain event to be written in the same transaction as the change (design §4). */
export interface PendingEvent<N extends EventName = EventName> {
  name: N;
  detail: EventDetail<N>;
}

export interface ProfileRepository {
  get(userId: string): Promise<Profile | null>;
  /** Creates or replaces the profile and records the events atomically. */
  save(profile: Profile, events: PendingEvent[]): Promise<void>;
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
  claimSendSlot(purpose: string, subject: string, now: Date, minGapMs: number, events?: PendingEvent[]): Promise<boolean>;
  /** Stores the hash of the newest secret, replacing any earlier one. */
  put(purpose: string, subject: string, secretHash: string, expiresAt: Date): Promise<void>;
  /** Reads the current secret without consuming it. */
  get(purpose: string, subject: string): Promise<{ secretHash: string; expiresAt: Date } | null>;
  /** Deletes the secret only if it is still the one with this hash; false when it was not. */
  consume(purpose: string, subject: string, secretHash: string): Promise<boolean>;
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
  max_members: number | null;
  created_at: string;
  updated_at: string;
}

export interface CommunityRepository {
  get(communityId: string): Promise<StoredCommunity | null>;
  /** Creates the community and records the events atomically; false when the id exists already. */
  create(community: StoredCommunity, events: PendingEvent[]): Promise<boolean>;
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
  find(word: string, query: { from: string; limit: number; accept: (doc: SearchDocument) => boolean }): Promise<{ docs: SearchDocument[]; read: number }>;
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
}

/** What a decision changes on a pending request. */
export interface RequestDecision {
  status: JoinRequestStatus;
  payment_status: PaymentStatus;
  game_pass: string | null;
  host_message: string | null;
  at: string;
}

/** The game fields a player's request list shows (one batch read). */
export type GameSummary = Pick<StoredGame, 'id' | 'title' | 'location' | 'game_datetime' | 'sport' | 'price' | 'cover_image' | 'status'>;

/**
 * Join requests in the game's partition. Every rule that must hold under concurrency is a
 * condition of the write that changes it (design §3): one request per player per game, capacity,
 * decisions only on pending requests, nudge limits, check-in once.
 */
export interface JoinRequestRepository {
  /**
   * The join transaction: puts the request unless this player has one for this game (a withdrawn
   * one whose id is `replacing` may be replaced), adds 1 to the game's join_requests while it is
   * upcoming, starts after `now`, has room and isn't the player's own, and records the events.
   */
  create(request: StoredJoinRequest, now: string, replacing: string | null, events: PendingEvent[]): Promise<'created' | 'exists' | 'game-refused'>;
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
  decide(request: StoredJoinRequest, decision: RequestDecision, spot: 'take' | 'check' | 'none', events: PendingEvent[]): Promise<'decided' | 'not-pending' | 'full'>;
  /**
   * Withdraws the request if it is still in `request.status`, giving its spot back when it held one.
   * With a refund (a paid player, decision 015), the request must still be paid: it becomes
   * refunded and the refund is owed, in the same transaction.
   */
  withdraw(request: StoredJoinRequest, at: string, events: PendingEvent[], refund?: StoredRefund | null): Promise<boolean>;
  /** Waitlist → confirmed, taking a spot under the capacity condition. */
  promote(request: StoredJoinRequest, at: string, events: PendingEvent[]): Promise<'promoted' | 'full' | 'changed'>;
  /** +1 nudge if still pending, under `max` and the last nudge is at or before `cutoff` (or none). */
  nudge(request: StoredJoinRequest, at: string, cutoff: string, max: number, events: PendingEvent[]): Promise<boolean>;
  /** Records the check-in of a confirmed request once; false when it was checked in (or changed) already. */
  checkIn(request: StoredJoinRequest, at: string): Promise<boolean>;
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
  add(notification: { userId: string; eventId: string; createdAt: string; title: string; body: string; link: string }): Promise<void>;
  latest(userId: string, limit: number): Promise<StoredNotification[]>;
  /** Unread notifications, counted up to `cap`. */
  unreadCount(userId: string, cap: number): Promise<number>;
  /** Marks these (or, with null, every unread one) read; unknown ids are ignored. */
  markRead(userId: string, ids: string[] | null): Promise<void>;
}

/** Runs an effect once per key (consumers see each event at least once). */
export interface OnceGuard {
  once(key: string, effect: () => Promise<void>): Promise<'done' | 'duplicate'>;
}
