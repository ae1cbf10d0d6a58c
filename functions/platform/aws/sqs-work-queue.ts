import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { EventEnvelope } from '../events/event-handler';
import type { WorkQueue } from '../events/work-queue';
import { Sha256 } from './sigv4-hash';

// SendMessageBatch as SQS's JSON protocol spells it, signed with SigV4 from the pieces every SDK
// client in a bundle already carries (the signer, the credential chain). The SQS client itself
// would add ~37 kB to each consumer that fans out, taking them past the 500 kB bundle budget, for
// one operation. AWS_ENDPOINT_URL_SQS points it at the local stand-in when the local stack runs.

/** SendMessageBatch takes at most ten messages. */
const BATCH = 10;
/** SQS keeps a message out of sight for at most 15 minutes. */
const MAX_DELAY_SECONDS = 900;
/** Times an entry SQS refused (throttled, for one) is sent again before the delivery fails. */
const ATTEMPTS = 3;

interface BatchAnswer {
  Successful?: { Id: string }[];
  Failed?: { Id: string; Code?: string; Message?: string }[];
}

export function sqsWorkQueue(queueUrl: string, env: NodeJS.ProcessEnv = process.env): WorkQueue {
  const region = env.AWS_REGION ?? '';
  const endpoint = new URL(env.AWS_ENDPOINT_URL_SQS || new URL(queueUrl).origin);
  const signer = new SignatureV4({ service: 'sqs', region, credentials: defaultProvider(), sha256: Sha256 });

  async function sendBatch(
    entries: { Id: string; MessageBody: string; DelaySeconds?: number }[],
  ): Promise<BatchAnswer> {
    const body = JSON.stringify({ QueueUrl: queueUrl, Entries: entries });
    const signed = await signer.sign({
      method: 'POST',
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      port: endpoint.port ? Number(endpoint.port) : undefined,
      path: endpoint.pathname || '/',
      query: {},
      headers: {
        host: endpoint.host,
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'AmazonSQS.SendMessageBatch',
      },
      body,
    });
    const answer = await fetch(endpoint, { method: 'POST', headers: signed.headers, body });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`SQS SendMessageBatch to ${queueUrl}: ${answer.status} ${text}`);
    return JSON.parse(text) as BatchAnswer;
  }

  return {
    async send(envelopes: EventEnvelope[], options?: { delaySeconds?: number }) {
      const delay = options?.delaySeconds ? { DelaySeconds: Math.min(MAX_DELAY_SECONDS, options.delaySeconds) } : {};
      for (let start = 0; start < envelopes.length; start += BATCH) {
        let entries = envelopes
          .slice(start, start + BATCH)
          .map((envelope, i) => ({ Id: String(i), MessageBody: JSON.stringify(envelope), ...delay }));
        for (let attempt = 1; entries.length > 0; attempt++) {
          const answer = await sendBatch(entries);
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
