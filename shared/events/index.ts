import * as z from 'zod';

// Versioned domain events (design §4). The detail-type carries the version, so consumers
// subscribe to exactly the schema they understand.
export const EVENT_SOURCE = 'yaktiv';

export const profileUpdatedV1 = z.object({
  userId: z.string(),
  changed: z.array(z.string()),
  role: z.string(),
});

export const eventSchemas = {
  'ProfileUpdated.v1': profileUpdatedV1,
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventDetail<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

/** The envelope consumers receive (EventBridge's shape, both in AWS and locally). */
export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  source: string;
  'detail-type': N;
  time: string;
  detail: EventDetail<N> & { eventId: string };
}
