import type { EventDetail, EventName } from '@shared/events';

// Events as every domain's services see them: written with a change, consumed at least once.

/** A domain event to be written in the same transaction as the change, so a crash keeps both or neither. */
export interface PendingEvent<N extends EventName = EventName> {
  name: N;
  detail: EventDetail<N>;
}

/** Runs an effect once per key (consumers see each event at least once). */
export interface OnceGuard {
  once(key: string, effect: () => Promise<void>): Promise<'done' | 'duplicate'>;
}
