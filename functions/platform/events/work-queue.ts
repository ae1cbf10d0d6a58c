import type { EventEnvelope } from './event-handler';

// A consumer's own event queue, as a place to send work to: a game-level event whose effect
// reaches many people is handled a page at a time, each page sending one message per person (and
// one for the next page) to the queue the consumer reads. Each message is then its own delivery,
// within the function's timeout, retried alone and dead-lettered alone, at the queue's bounded pace.

/**
 * Sends envelopes to the consumer's queue; resolves once SQS holds every one of them. `delaySeconds`
 * (at most SQS's 900) keeps them out of sight until then: work that must wait for a moment.
 */
export interface WorkQueue {
  send(envelopes: EventEnvelope[], options?: { delaySeconds?: number }): Promise<void>;
}

/** An envelope as the consumer's handler reads it back: the detail-type routes it, `time` keys its effects. */
export const workEnvelope = (detailType: string, detail: Record<string, unknown>, time: string): EventEnvelope => ({
  'detail-type': detailType,
  detail,
  time,
});
