import type * as z from 'zod/mini';
import { withEventId } from '@shared/events';
import type { OnceGuard } from '../event-ports';
import { inInvocation, type InvocationClock } from '../invocation-clock';
import { log } from '../observability/observability';

// The one shape of an event consumer, as httpHandler is for routes: per detail-type, the shared
// schema its detail must match and the effect it has. The wrapper refuses a detail-type it does
// not handle (so the event lands in the dead-letter queue rather than nowhere), parses, runs the
// effect within the invocation's deadline under the consumer's idempotency, and logs one line.

/** EventBridge's envelope, as consumers receive it (in AWS and from the local stack). */
export interface EventEnvelope {
  'detail-type': string;
  detail: unknown;
  /** When the event happened; every delivery of it carries the same. */
  time?: string;
}

/** An SQS batch of EventBridge events, as a queued consumer receives them (infra/consumer-queues.ts). */
export interface QueuedEvents {
  Records: { messageId: string; body: string }[];
}

/** The records SQS should deliver again; the others are done and leave the queue. */
export interface BatchFailures {
  batchItemFailures: { itemIdentifier: string }[];
}

const isQueued = (event: EventEnvelope | QueuedEvents): event is QueuedEvents => 'Records' in event;

/** Which event is being handled: its id and time, the same in every delivery of it. */
export interface Delivery {
  eventId: string;
  /** The envelope's time as ISO text: items keyed by it land on the same key when redelivered. */
  time: string;
}

type Detail<S extends z.ZodMiniObject> = z.infer<S> & { eventId: string };

export interface Route<S extends z.ZodMiniObject = z.ZodMiniObject> {
  schema: S;
  /** What the event does; a string it answers is logged as the outcome (e.g. 'ignored'). */
  effect: (event: Detail<S>, delivery: Delivery) => Promise<unknown>;
}

/** A detail-type's schema (from shared/events) and its effect. */
export const on = <S extends z.ZodMiniObject>(
  schema: S,
  effect: (event: Detail<S>, delivery: Delivery) => Promise<unknown>,
): Route<S> => ({ schema, effect });

/**
 * How a consumer's effect happens once per event however often the event is delivered:
 * - `per-event`: the wrapper runs it under the once-guard, keyed by the consumer and the event id;
 * - `per-recipient`: the effect guards each of its sends itself, keyed by the event and the person,
 *   so a retry after one of two e-mails went out sends only the other;
 * - `replay-safe`: doing it again changes nothing (it re-derives from stored state, or writes its
 *   own marker in the same transaction as its change), so no record is kept.
 */
export type Idempotency = { once: 'per-event'; guard: () => OnceGuard } | { once: 'per-recipient' | 'replay-safe' };

export type EventConsumer = {
  /** The function's name: in errors, logs and per-event keys. */
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route keeps its own schema's type.
  routes: Record<string, Route<any>>;
  /**
   * Work the consumer sends to its own queue (functions/platform/events/work-queue.ts): handled
   * like events, but nothing on the bus is subscribed to them.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each route keeps its own schema's type.
  work?: Record<string, Route<any>>;
} & Idempotency;

export function eventHandler(consumer: EventConsumer) {
  // Each schema extended with the event id on first use, not all at cold start.
  const parsers = new Map<string, z.ZodMiniType>();
  const parserOf = (detailType: string, route: Route) => {
    const known = parsers.get(detailType);
    if (known) return known;
    const parser = withEventId(route.schema);
    parsers.set(detailType, parser);
    return parser;
  };

  const handleOne = async (event: EventEnvelope, context?: InvocationClock): Promise<void> => {
    const detailType = event['detail-type'];
    const route = consumer.routes[detailType] ?? consumer.work?.[detailType];
    if (!route) throw new Error(`${consumer.name}: unexpected event ${detailType}`);
    const detail = parserOf(detailType, route).parse(event.detail) as Detail<z.ZodMiniObject>;
    const delivery: Delivery = { eventId: detail.eventId, time: new Date(event.time ?? Date.now()).toISOString() };
    const outcome = await inInvocation(context, () =>
      consumer.once === 'per-event'
        ? consumer.guard().once(`${consumer.name}#${detail.eventId}`, async () => {
            await route.effect(detail, delivery);
          })
        : route.effect(detail, delivery),
    );
    log.info('event handled', {
      consumer: consumer.name,
      detailType,
      eventId: detail.eventId,
      outcome: typeof outcome === 'string' ? outcome : 'done',
    });
  };
  // From EventBridge: one event, a throw sends it back for a retry. From a queue: the batch one
  // event at a time (a queued consumer's pace is the point of its queue), and only the failed
  // ones go back to the queue.
  function handler(event: EventEnvelope, context?: InvocationClock): Promise<void>;
  function handler(event: QueuedEvents, context?: InvocationClock): Promise<BatchFailures>;
  async function handler(event: EventEnvelope | QueuedEvents, context?: InvocationClock) {
    if (!isQueued(event)) return handleOne(event, context);
    const batchItemFailures: BatchFailures['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await handleOne(JSON.parse(record.body) as EventEnvelope, context);
      } catch (error) {
        log.error('event failed', { consumer: consumer.name, messageId: record.messageId, error: String(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  }
  /** The detail-types it handles: what the manifest subscribes it to. */
  return Object.assign(handler, { detailTypes: Object.keys(consumer.routes) });
}
