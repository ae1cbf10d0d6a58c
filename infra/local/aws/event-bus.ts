import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionSpec } from '../../manifest';
import { LOCAL } from '../names';
import { EVENT_SOURCE } from '../../../shared/events';

// EventBridge stand-in: PutEvents arrives here, each event goes to every manifest consumer whose
// rule matches it (same source and detail-type patterns as the CDK rules), with retries and then
// a dead-letter list, as the DLQ on each rule target does in AWS.

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

export interface DeadLetter {
  consumer: string;
  event: BusEvent;
  error: string;
  failedAt: string;
}

const RETRY_DELAYS_MS = [100, 500, 2000];

export class LocalEventBus {
  readonly deadLetters: DeadLetter[] = [];
  /** The last events put on the bus, newest last, for /dev/events and tests. */
  readonly recent: BusEvent[] = [];
  private inFlight = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly consumers: FunctionSpec[],
    private readonly deliver: (fn: FunctionSpec, event: BusEvent) => Promise<unknown>,
    private readonly dataDir: string | null,
  ) {}

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
        time: entry.Time ? new Date(typeof entry.Time === 'number' ? entry.Time * 1000 : entry.Time).toISOString() : new Date().toISOString(),
        region: LOCAL.region,
        resources: [],
        detail: JSON.parse(entry.Detail),
      };
      this.recent.push(event);
      if (this.recent.length > 500) this.recent.shift();
      for (const fn of this.consumers) if (LocalEventBus.matches(fn, event)) void this.deliverWithRetries(fn, event);
      return { EventId: event.id };
    });
    return { Entries: entries, FailedEntryCount: entries.filter((e) => 'ErrorCode' in e).length };
  }

  private async deliverWithRetries(fn: FunctionSpec, event: BusEvent) {
    this.inFlight++;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.deliver(fn, event);
          return;
        } catch (error) {
          if (attempt >= RETRY_DELAYS_MS.length) {
            const letter = { consumer: fn.name, event, error: String(error), failedAt: new Date().toISOString() };
            this.deadLetters.push(letter);
            if (this.dataDir) {
              mkdirSync(this.dataDir, { recursive: true });
              appendFileSync(join(this.dataDir, 'dead-letters.jsonl'), `${JSON.stringify(letter)}\n`);
            }
            console.error(`[events] ${fn.name} failed ${event['detail-type']} after retries: ${String(error)}`);
            return;
          }
          await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
        }
      }
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.waiters.splice(0).forEach((wake) => wake());
    }
  }

  /** Resolves when no delivery is under way (tests and shutdown use it). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((r) => this.waiters.push(r));
  }
}
