import { createHash, randomUUID } from 'node:crypto';
import type { LocalEventBus } from './event-bus';

// SQS stand-in for the one thing functions do with SQS themselves: a consumer that fans out sends
// work to the queue it reads its events from (functions/platform/work-queues.ts). Each queue is a
// consumer's, named in its URL; a message is handed to the bus's delivery for that consumer, so it
// is journaled before this answers (a crash loses nothing), retried, dead-lettered and bounded in
// copies exactly like the events the bus puts on that consumer's queue.

export const localQueueUrl = (awsBase: string, consumer: string) => `${awsBase}/sqs/queue/${consumer}`;

const consumerOf = (queueUrl: unknown) => (typeof queueUrl === 'string' ? queueUrl.split('/queue/')[1] : undefined);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type Envelope = Parameters<LocalEventBus['enqueue']>[1];

/**
 * A delayed message (DelaySeconds) joins the consumer's deliveries when its delay ends. Unlike SQS
 * it waits in memory: a local stack stopped meanwhile forgets it.
 */
function enqueueAfter(bus: LocalEventBus, consumer: string, envelope: Envelope, delaySeconds: number | undefined) {
  if (!delaySeconds) return bus.enqueue(consumer, envelope);
  setTimeout(() => bus.enqueue(consumer, envelope), delaySeconds * 1000).unref();
}

/** The SQS JSON protocol's operations the app uses (X-Amz-Target: AmazonSQS.<operation>). */
export function sqsOperation(bus: LocalEventBus, target: string, body: Record<string, unknown>) {
  const consumer = consumerOf(body.QueueUrl);
  if (!consumer || !bus.hasQueue(consumer))
    throw Object.assign(new Error(`The specified queue does not exist: ${String(body.QueueUrl)}`), { status: 400 });
  if (target === 'AmazonSQS.SendMessageBatch') {
    const entries = (body.Entries ?? []) as { Id: string; MessageBody: string; DelaySeconds?: number }[];
    return {
      Successful: entries.map((entry) => {
        enqueueAfter(bus, consumer, JSON.parse(entry.MessageBody), entry.DelaySeconds);
        return { Id: entry.Id, MessageId: randomUUID(), MD5OfMessageBody: md5(entry.MessageBody) };
      }),
      Failed: [],
    };
  }
  if (target === 'AmazonSQS.SendMessage') {
    const text = String(body.MessageBody);
    bus.enqueue(consumer, JSON.parse(text));
    return { MessageId: randomUUID(), MD5OfMessageBody: md5(text) };
  }
  throw Object.assign(new Error(`No local stand-in for ${target}`), { status: 400 });
}
