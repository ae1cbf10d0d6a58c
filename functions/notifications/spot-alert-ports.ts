import type { SpotAlertEntry } from '@shared/rules/spot-alerts';
import type { Cursor } from '../platform/dynamo/query';

// What spot alerts need from storage. Adapters implement these; tests pass the real store.

/** Where a player is filed for spot alerts, and the profile version it was derived from. */
export interface SpotAlertRegistration {
  entries: SpotAlertEntry[];
  /** The profile's updated_at: an older profile read never overwrites a newer filing. */
  version: string;
}

/** One subscriber of a sport in a cell, with what decides whether a venue is near them. */
export interface SpotAlertSubscriber {
  userId: string;
  point: string;
  km: number;
}

export interface SpotAlertSubscriberPage {
  subscribers: SpotAlertSubscriber[];
  cursor?: Cursor;
  /** Items read: the opening's reading stops at a bound however crowded a cell is. */
  read: number;
}

export interface SpotAlertStore {
  registration(userId: string): Promise<SpotAlertRegistration | null>;
  /**
   * Files the player under `next` (none: forgotten entirely) in one transaction, if their filing is
   * still the one read: 'changed' when another sync wrote meanwhile.
   */
  replace(
    userId: string,
    read: SpotAlertRegistration | null,
    next: SpotAlertRegistration | null,
  ): Promise<'saved' | 'changed'>;
  subscribers(sport: string, cell: string, cursor?: Cursor): Promise<SpotAlertSubscriberPage>;
  /**
   * Counts an alert about a game against the player's day: 'claimed' when it fits (or this event
   * claimed it already, a redelivery), 'refused' when they were told about this game already or
   * the day's alerts are used up.
   */
  claimDay(claim: { userId: string; day: string; gameId: string; eventId: string }): Promise<'claimed' | 'refused'>;
  /** Erases the player's day records (a deleted account); a repeat finds none. */
  eraseDays(userId: string): Promise<void>;
}
