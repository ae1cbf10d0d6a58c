import type { EventEnvelope } from '@functions/platform/events/event-handler';
import type { WorkQueue } from '@functions/platform/events/work-queue';

type Delivery = { eventId: string; time: string };
export type WorkRoutes = Record<string, (detail: any, delivery: Delivery) => Promise<unknown>>;

/**
 * A consumer's own queue in memory: what was sent to it, and a drain that hands each message to
 * the consumer's work routes (as its handler would) until nothing is left.
 */
export function loopbackQueue() {
  const pending: EventEnvelope[] = [];
  const sent: EventEnvelope[] = [];
  const queue: WorkQueue = {
    send: async (envelopes) => {
      pending.push(...envelopes);
      sent.push(...envelopes);
    },
  };
  async function drain(routes: WorkRoutes) {
    for (let envelope = pending.shift(); envelope; envelope = pending.shift()) {
      const route = routes[envelope['detail-type']];
      if (!route) throw new Error(`no route for ${envelope['detail-type']}`);
      const detail = envelope.detail as { eventId: string };
      await route(detail, { eventId: detail.eventId, time: envelope.time! });
    }
  }
  return { queue, sent, drain };
}
