import { randomUUID } from 'node:crypto';
import type { FunctionSpec } from '@infra/manifest';
import { LOCAL } from '../names';
import { EVENT_SOURCE } from '@shared/events';
import { queuedConcurrency } from '../../consumer-queues';
import { concurrencyLimit } from './concurrency-limit';
import { AsyncInvoker, type DeadLetter as AnyDeadLetter } from './retrying-delivery';

// EventBridge stand-in: PutEvents arrives here, each event goes to every manifest consumer whose
// rule matches it (same source and detail-type patterns as the CDK rules), with retries and then
// a dead-letter list, as the DLQ on each rule target does in AWS. A queued consumer (an e-mail
// sender) gets its events as SQS batches, at most as many copies at once as its queue allows.

export interface BusEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

export type DeadLetter = AnyDeadLetter<BusEvent>;

/** What a queued consumer receives: SQS records whose bodies are bus events. */
export interface QueuedBatch {
  Records: { messageId: string; body: string; eventSource: 'aws:sqs' }[];
}

export class LocalEventBus extends AsyncInvoker<BusEvent> {
  /** The last events put on the bus, newest last, for /dev/events and tests. */
  readonly recent: BusEvent[] = [];

  constructor(
    private readonly consumers: FunctionSpec[],
    deliver: (fn: FunctionSpec, event: BusEvent | QueuedBatch) => Promise<unknown>,
    dataDir: string | null,
  ) {
    super({
      deliver: queuedDelivery(deliver),
      dataDir,
      name: 'events',
      consumers,
      describe: (event) => event['detail-type'],
    });
  }

  /** A queued consumer that sends work to its own queue (manifest `fansOut`). */
  hasQueue(consumer: string) {
    return this.consumers.some((fn) => fn.name === consumer && fn.fansOut && queuedConcurrency(fn) !== undefined);
  }

  /**
   * A message a consumer sent to its own queue: delivered to that consumer alone, as the bus's
   * events are (journaled, retried, bounded), in the envelope it was sent as.
   */
  enqueue(consumer: string, envelope: { 'detail-type': string; detail: unknown; time?: string }) {
    const fn = this.consumers.find((candidate) => candidate.name === consumer);
    if (!fn) throw new Error(`no consumer ${consumer}`);
    const event: BusEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': envelope['detail-type'],
      source: EVENT_SOURCE,
      account: '000000000000',
      time: envelope.time ?? new Date().toISOString(),
      region: LOCAL.region,
      resources: [],
      detail: envelope.detail,
    };
    this.delivery.send(fn, event);
  }

  /** The CDK rule pattern: { source: [EVENT_SOURCE], detail-type: fn.events.detailType }. */
  static matches(fn: FunctionSpec, event: Pick<BusEvent, 'source' | 'detail-type'>) {
    return event.source === EVENT_SOURCE && !!fn.events?.detailType.includes(event['detail-type']);
  }

  /** The PutEvents operation: accepts entries, answers at once, delivers in the background. */
  putEvents(body: { Entries?: { Source?: string; DetailType?: string; Detail?: string; Time?: number | string }[] }) {
    const entries = (body.Entries ?? []).map((entry) => {
      if (!entry.Source || !entry.DetailType || !entry.Detail) {
        return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Source, DetailType and Detail are required' };
      }
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: entry.Time
          ? new Date(typeof entry.Time === 'number' ? entry.Time * 1000 : entry.Time).toISOString()
          : new Date().toISOString(),
        region: LOCAL.region,
        resources: [],
        detail: JSON.parse(entry.Detail),
      };
      this.recent.push(event);
      if (this.recent.length > 500) this.recent.shift();
      for (const fn of this.consumers) if (LocalEventBus.matches(fn, event)) this.delivery.send(fn, event);
      return { EventId: event.id };
    });
    return { Entries: entries, FailedEntryCount: entries.filter((e) => 'ErrorCode' in e).length };
  }
}

/** Delivers to a queued consumer as its SQS event source does: one-record batches, bounded copies. */
function queuedDelivery(deliver: (fn: FunctionSpec, event: BusEvent | QueuedBatch) => Promise<unknown>) {
  const limited = concurrencyLimit();
  return async (fn: FunctionSpec, event: BusEvent) => {
    const concurrency = queuedConcurrency(fn);
    if (concurrency === undefined) return deliver(fn, event);
    return limited(fn.name, concurrency, async () => {
      const batch: QueuedBatch = {
        Records: [{ messageId: event.id, body: JSON.stringify(event), eventSource: 'aws:sqs' }],
      };
      const answer = (await deliver(fn, batch)) as { batchItemFailures?: unknown[] } | undefined;
      // A reported failure goes back to the queue: here, to the retries and then the dead letters.
      if (answer?.batchItemFailures?.length) throw new Error(`${fn.name} reported the event as failed`);
      return answer;
    });
  };
}
