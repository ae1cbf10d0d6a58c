import type { Profile } from '../../shared/schemas/profile';
import type { EventDetail, EventName } from '../../shared/events';

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
