import type { PendingEvent } from '../platform/event-ports';

// What the open-spot checks keep: per game, the start its check is scheduled for (so a moved start
// moves the check) and the start it was announced for (so a check that fires twice tells once).

export interface SpotCheckStore {
  /** Records that the game's check is scheduled for its start `startsAt`. */
  markScheduled(gameId: string, startsAt: string): Promise<void>;
  /** The start the game's check is scheduled for, or null when it has none. */
  scheduledFor(gameId: string): Promise<string | null>;
  /** Writes `events` unless the game was announced for this start already (false then). */
  announceOnce(gameId: string, startsAt: string, events: PendingEvent[], at: string): Promise<boolean>;
}
