import { describe, expect, it } from 'vitest';
import { LocalEventBus, type BusEvent } from '@infra/local/aws/event-bus';
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
    await bus.idle();
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
        got = event;
      },
      null,
    );
    bus.putEvents({ Entries: [entry('A.v1')] });
    await bus.idle();
    expect(got).toMatchObject({ version: '0', source: 'yaktiv', 'detail-type': 'A.v1', detail: { eventId: '1' } });
  });
});
