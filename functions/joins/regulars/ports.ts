import type { RegularStatus } from '@shared/rules/regulars';
import type { JoinAnswer } from '@shared/schemas/join';
import type { PendingEvent } from '../../platform/event-ports';

// Regulars of a repeating series (decision 071): what the use cases need from storage.

/** A player who asked to be a regular, beside the series (`SERIES#<id>` / `REGULAR#<userId>`). */
export interface StoredRegular {
  series_id: string;
  user_id: string;
  host_id: string;
  status: RegularStatus;
  /** The contact details each date's request is written with, from the profile when they asked. */
  name: string;
  email: string;
  phone: string | null;
  instagram: string | null;
  answers: JoinAnswer[];
  /** Dates the regular skipped: the host's list and the player's page show them. */
  skipped_game_ids: string[];
  asked_at: string;
  approved_at: string | null;
  updated_at: string;
}

export interface RegularsStore {
  get(seriesId: string, userId: string): Promise<StoredRegular | null>;
  /** Whether the player is an approved regular of the series (one small read, for the join's first claim). */
  isApproved(seriesId: string, userId: string): Promise<boolean>;
  /** Records the ask with its events; false when this player asked already. */
  ask(regular: StoredRegular, events: PendingEvent[]): Promise<boolean>;
  /**
   * Approves a pending regular and counts them on the series, in one write, only while the series
   * is active and its approved regulars are fewer than `maxPlayers`. 'changed': no longer pending.
   */
  approve(
    regular: StoredRegular,
    maxPlayers: number,
    at: string,
    events: PendingEvent[],
  ): Promise<'approved' | 'full' | 'changed'>;
  /** Deletes the regular as read (an approved one leaves the series' count in the same write); false when changed. */
  remove(regular: StoredRegular, events: PendingEvent[], at: string): Promise<boolean>;
  /** The series' regulars, pending and approved. */
  list(seriesId: string): Promise<StoredRegular[]>;
  /** A player's regulars items, every series (their data export and erasure). */
  ofPlayer(userId: string): Promise<StoredRegular[]>;
  /** Adds or takes a date off the regular's skipped ones. */
  markSkipped(regular: StoredRegular, gameId: string, skipped: boolean, at: string): Promise<void>;
}
