import type { FunctionSpec } from './manifest';

// Which event consumers read their events from an SQS queue instead of being invoked by
// EventBridge directly, and how many copies of each may run at once. A burst (a viral game's
// thousand join requests) then waits in the queue instead of fanning out to a thousand Lambdas
// that would each call SES at once. The CDK stack (infra/constructs/consumer-queue.ts) and the
// local bus (infra/local/aws/event-bus.ts) read the same answer.

/**
 * Copies of one sender at once. A copy works through its batch one message at a time, one e-mail
 * in ~50-100 ms, so two copies send some 20-40 a second: about SES's first production quota
 * (14 a second, raised on request), with the SDK's retries and the queue's redelivery absorbing
 * SES's throttling. Raise it with the account's SES quota (docs/runbook.md).
 */
export const SENDER_CONCURRENCY = 2;

/** Messages a copy takes at once; failures are reported one by one, so a retry repeats only those. */
export const QUEUE_BATCH_SIZE = 10;

/** Deliveries of a message before it is set aside in the dead-letter queue. */
export const QUEUE_MAX_RECEIVES = 5;

/** The consumer's bound when it is queued; undefined when EventBridge invokes it directly. */
export function queuedConcurrency(spec: FunctionSpec): number | undefined {
  if (!spec.events) return undefined;
  if (spec.eventQueue) return spec.eventQueue.maximumConcurrency;
  // Everything that mails or texts people follows bursts and meets a provider's rate limit.
  if (spec.sendsEmail || spec.sendsSms) return SENDER_CONCURRENCY;
  return undefined;
}
