import { ENV } from './env-names';
import { readEnv } from './env';
import { sqsWorkQueue } from './aws/sqs-work-queue';
import type { WorkQueue } from './events/work-queue';

/**
 * The queue a consumer reads its events from, to send fanned-out work to (manifest `fansOut`).
 * WORK_QUEUE_URLS maps the consumer's manifest name to its queue's URL: the stack gives each
 * function its own only, the local stack all of them (its functions share one process).
 */
export function workQueueOf(consumer: string): WorkQueue {
  let queue: WorkQueue | undefined;
  return {
    send(envelopes, options) {
      if (!queue) {
        const urls = JSON.parse(readEnv([ENV.workQueueUrls])[ENV.workQueueUrls]) as Record<string, string>;
        const url = urls[consumer];
        if (!url) throw new Error(`${consumer} has no work queue in ${ENV.workQueueUrls}`);
        queue = sqsWorkQueue(url);
      }
      return queue.send(envelopes, options);
    },
  };
}
