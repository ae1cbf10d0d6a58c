import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SENDER_CONCURRENCY } from '@infra/consumer-queues';
import { LocalEventBus, type BusEvent, type QueuedBatch } from '@infra/local/aws/event-bus';
import { RETRY_DELAYS_MS } from '@infra/local/aws/retrying-delivery';
import type { FunctionSpec } from '@infra/manifest';

const consumer = (name: string, detailType: string[]): FunctionSpec => ({
  name,
  entry: 'x.ts',
  description: '',
  env: [],
  events: { detailType },
});
const entry = (detailType: string) => ({
  Source: 'yaktiv',
  DetailType: detailType,
  Detail: JSON.stringify({ eventId: '1' }),
});

/**
 * Waits for the bus to finish, passing its retry delays (seconds of real time in all) on a fake
 * clock; the test must have called `vi.useFakeTimers({ toFake: ['setTimeout'] })` before putting events.
 */
async function idleAfterRetries(bus: LocalEventBus) {
  let idle = false;
  const done = bus.idle().then(() => {
    idle = true;
  });
  while (!idle) await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
  await done;
}
afterEach(() => {
  vi.useRealTimers();
});

describe('local event bus', () => {
  it('delivers an event to every consumer whose rule matches, and only those', async () => {
    const seen: string[] = [];
    const bus = new LocalEventBus(
      [
        consumer('a', ['JoinRequested.v1']),
        consumer('b', ['JoinRequested.v1', 'HostNudged.v1']),
        consumer('c', ['Other.v1']),
      ],
      async (fn) => {
        seen.push(fn.name);
      },
      null,
    );
    const result = bus.putEvents({
      Entries: [entry('JoinRequested.v1'), { Source: 'someone-else', DetailType: 'JoinRequested.v1', Detail: '{}' }],
    });
    await bus.idle();
    expect(result.FailedEntryCount).toBe(0);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('retries a failing consumer and then dead-letters the event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let calls = 0;
    const bus = new LocalEventBus(
      [consumer('flaky', ['A.v1'])],
      async () => {
        calls++;
        throw new Error('down');
      },
      null,
    );
    bus.putEvents({ Entries: [entry('A.v1')] });
    await idleAfterRetries(bus);
    expect(calls).toBe(4);
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ consumer: 'flaky', error: 'Error: down' });
  }, 10_000);

  it('refuses an entry without a detail type', () => {
    const bus = new LocalEventBus([], async () => {}, null);
    expect(bus.putEvents({ Entries: [{ Source: 'yaktiv', Detail: '{}' }] }).FailedEntryCount).toBe(1);
  });

  it('hands consumers the EventBridge envelope', async () => {
    let got: BusEvent | undefined;
    const bus = new LocalEventBus(
      [consumer('a', ['A.v1'])],
      async (_, event) => {
        got = event as BusEvent;
      },
      null,
    );
    bus.putEvents({ Entries: [entry('A.v1')] });
    await bus.idle();
    expect(got).toMatchObject({ version: '0', source: 'yaktiv', 'detail-type': 'A.v1', detail: { eventId: '1' } });
  });
});

describe('a queued consumer (an e-mail sender), as its SQS event source runs it', () => {
  const sender = (name: string): FunctionSpec => ({ ...consumer(name, ['Mail.v1']), sendsEmail: true });

  it('gets SQS batches whose bodies are the envelopes, never more copies at once than its queue allows', async () => {
    let running = 0;
    let most = 0;
    const bodies: unknown[] = [];
    const bus = new LocalEventBus(
      [sender('mailer')],
      async (_, batch) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        for (const record of (batch as QueuedBatch).Records) bodies.push(JSON.parse(record.body));
        running--;
        return { batchItemFailures: [] };
      },
      null,
    );
    bus.putEvents({ Entries: Array.from({ length: 8 }, () => entry('Mail.v1')) });
    await bus.idle();
    expect(bodies).toHaveLength(8);
    expect(bodies[0]).toMatchObject({ 'detail-type': 'Mail.v1', detail: { eventId: '1' } });
    expect(most).toBe(SENDER_CONCURRENCY);
  });

  it('retries an event the consumer reports as failed, then dead-letters it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let calls = 0;
    const bus = new LocalEventBus(
      [sender('mailer')],
      async (_, batch) => {
        calls++;
        return { batchItemFailures: [{ itemIdentifier: (batch as QueuedBatch).Records[0]!.messageId }] };
      },
      null,
    );
    bus.putEvents({ Entries: [entry('Mail.v1')] });
    await idleAfterRetries(bus);
    expect(calls).toBe(RETRY_DELAYS_MS.length + 1);
    expect(bus.deadLetters.map((letter) => letter.consumer)).toEqual(['mailer']);
  }, 10_000);
});

describe('what the bus has accepted survives a stop or a crash, as EventBridge keeps it', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'yaktiv-bus-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers after a restart what the crashed run had accepted and not finished, and nothing twice', async () => {
    const dir = dataDir();
    const delivered: string[] = [];
    // The first run accepts two events; the consumer finishes one and hangs on the other, then the process dies.
    const crashed = new LocalEventBus(
      [consumer('a', ['Done.v1', 'Hung.v1'])],
      (_, event) => {
        if ((event as BusEvent)['detail-type'] === 'Done.v1') {
          delivered.push('first run: Done.v1');
          return Promise.resolve();
        }
        return new Promise(() => undefined);
      },
      dir,
    );
    crashed.putEvents({ Entries: [entry('Done.v1'), entry('Hung.v1')] });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const restarted = new LocalEventBus(
      [consumer('a', ['Done.v1', 'Hung.v1'])],
      async (_, event) => {
        delivered.push(`second run: ${(event as BusEvent)['detail-type']}`);
      },
      dir,
    );
    expect(restarted.resume()).toBe(1);
    await restarted.idle();
    expect(delivered).toEqual(['first run: Done.v1', 'second run: Hung.v1']);
    // Resumed and finished: a third start owes nothing.
    expect(new LocalEventBus([consumer('a', ['Hung.v1'])], async () => undefined, dir).resume()).toBe(0);
  });

  it('keeps dead letters across a restart, and a redrive delivers them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const dir = dataDir();
    const failing = new LocalEventBus(
      [consumer('flaky', ['A.v1']), consumer('other', ['A.v1'])],
      async () => {
        throw new Error('down');
      },
      dir,
    );
    failing.putEvents({ Entries: [entry('A.v1')] });
    await idleAfterRetries(failing);
    expect(failing.deadLetters.map((letter) => letter.consumer).sort()).toEqual(['flaky', 'other']);

    const seen: string[] = [];
    const restarted = new LocalEventBus(
      [consumer('flaky', ['A.v1']), consumer('other', ['A.v1'])],
      async (fn) => {
        seen.push(fn.name);
      },
      dir,
    );
    expect(restarted.deadLetters).toHaveLength(2);
    expect(restarted.redrive('flaky')).toBe(1);
    await restarted.idle();
    expect(seen).toEqual(['flaky']);
    expect(restarted.deadLetters.map((letter) => letter.consumer)).toEqual(['other']);
    // The redriven letter is gone from disk too.
    expect(new LocalEventBus([], async () => undefined, dir).deadLetters).toHaveLength(1);
  }, 15_000);
});
