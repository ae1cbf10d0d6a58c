import type { Profile } from '@shared/schemas/profile';
import type { ActivityItem } from '@shared/schemas/profile-stats';
import type { ProfileEffect } from '@shared/rules/profile-activity';
import type { PendingEvent } from '../platform/event-ports';

// What the account use cases (profiles, sign-in, profile stats) need from the outside world.
// Adapters implement these; tests pass fakes.

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

/** The account's own e-mail address, as the pool verified it (never one a person typed into a form). */
export interface VerifiedEmails {
  of(userId: string): Promise<string | null>;
}

/** Where a user's role lives beside the profile: the pool attribute `custom:role` the ID token carries. */
export interface RoleDirectory {
  /** Sets the attribute; setting the value it has is a no-op, so a retry is safe. */
  setRole(username: string, role: Profile['role']): Promise<void>;
}

/**
 * The role chosen at sign-up, between the sign-up and its confirmation: the app client may not
 * write custom:role, so the choice travels as sign-up metadata and the confirmation applies it.
 */
export interface SignUpRoleStore {
  remember(email: string, role: Profile['role']): Promise<void>;
  /** The role remembered for this address, if any; it is forgotten once read. */
  take(email: string): Promise<Profile['role'] | null>;
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
 * Sign-in codes and the SMS budget. Every rule is decided by the table's conditions,
 * so parallel requests can't send more than the limits allow or try a code more often than allowed.
 */
export interface SmsCodeStore {
  /**
   * In one transaction: spends the number's send slot and hourly budget and, for a code that is
   * really texted, one unit of the app's hourly budget (held in shards, so no one item is hot),
   * and stores the hash of the new code for `username` (replacing any earlier one). Null when sent.
   * A decoy (`texted: false`) texts nothing and costs nothing, so it never spends the app's budget.
   */
  issue(input: {
    phone: string;
    username: string;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    limits: SmsBudgetLimits;
    texted: boolean;
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

/** Where a phone sign-in comes from, and how many an hour that source may start. */
export interface SignInSource {
  kind: 'client' | 'network';
  /** The caller's address, or its network. */
  id: string;
  perHour: number;
}

/** Phone sign-ins per caller and per network, so no one source can spend the app's SMS budget. */
export interface SignInSourceLimits {
  /** Counts one sign-in against every source, all or none; the first source over its limit otherwise. */
  spend(sources: SignInSource[], now: Date): Promise<{ kind: SignInSource['kind']; retryAt: Date } | null>;
}

/** A user's counters, kept by ADD as events and membership changes happen. */
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
