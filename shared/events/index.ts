// zod/mini: consumers parse events and nothing else, so they carry the small build (design §7).
import * as z from 'zod/mini';

// Versioned domain events (design §4). The detail-type carries the version, so consumers
// subscribe to exactly the schema they understand.
export const EVENT_SOURCE = 'yaktiv';

export const profileUpdatedV1 = z.object({
  userId: z.string(),
  changed: z.array(z.string()),
  role: z.string(),
});

export const magicLinkRequestedV1 = z.object({ email: z.string() });

export const eventSchemas = {
  'ProfileUpdated.v1': profileUpdatedV1,
  'MagicLinkRequested.v1': magicLinkRequestedV1,
} as const;

/** What a consumer receives as `detail`: the event's fields plus the id it deduplicates on. */
export const withEventId = <T extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<T>) => z.extend(schema, { eventId: z.string() });

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
