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
