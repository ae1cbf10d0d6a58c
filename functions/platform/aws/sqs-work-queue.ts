import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { EventEnvelope } from '../events/event-handler';
import type { WorkQueue } from '../events/work-queue';

/** SendMessageBatch takes at most ten messages. */
const BATCH = 10;
/** Times an entry SQS refused (throttled, for one) is sent again before the delivery fails. */
const ATTEMPTS = 3;

// AWS_ENDPOINT_URL_SQS points this at the local stand-in when the local stack runs.
export function sqsWorkQueue(queueUrl: string, client = new SQSClient({})): WorkQueue {
  return {
    async send(envelopes: EventEnvelope[]) {
      for (let start = 0; start < envelopes.length; start += BATCH) {
        let entries = envelopes
          .slice(start, start + BATCH)
          .map((envelope, i) => ({ Id: String(i), MessageBody: JSON.stringify(envelope) }));
        for (let attempt = 1; entries.length > 0; attempt++) {
          const answer = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
          const failed = new Set((answer.Failed ?? []).map((entry) => entry.Id));
          entries = entries.filter((entry) => failed.has(entry.Id));
          // Failing the delivery sends it again whole; the work each message does happens once anyway.
          if (entries.length > 0 && attempt >= ATTEMPTS)
            throw new Error(`SQS refused ${entries.length} messages to ${queueUrl}: ${JSON.stringify(answer.Failed)}`);
        }
      }
    },
  };
}
