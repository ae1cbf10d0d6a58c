import { describe, expect, it } from 'vitest';
import { redrive, type DeadLetter, type RedrivePorts, type StreamBatchInfo } from '@infra/redrive/redrive';

// `npm run redrive`: messages go back where they failed and leave the queue only once accepted;
// stream batches come back from the stream, or from the outbox items once the stream moved on.

function fakes(messages: string[], over: Partial<RedrivePorts> = {}) {
  const queue: DeadLetter[] = messages.map((body, i) => ({ receiptHandle: `r${i}`, body }));
  const calls = { invoked: [] as [string, string][], removed: [] as string[], outbox: [] as [Date, Date][] };
  let received = false;
  const ports: RedrivePorts = {
    // Like SQS with a visibility timeout: what was received is not received again in this run.
    receive: async () => {
      if (received) return [];
      received = true;
      return queue.slice();
    },
    remove: async (_url, handle) => void calls.removed.push(handle),
    invokeAsync: async (fn, payload) => void calls.invoked.push([fn, payload]),
    republishFromStream: async () => 'published',
    republishFromOutbox: async (from, to) => {
      calls.outbox.push([from, to]);
      return 1;
    },
    ...over,
  };
  return { ports, calls };
}

const batch: StreamBatchInfo = {
  shardId: 'shard-1',
  startSequenceNumber: '100',
  endSequenceNumber: '200',
  approximateArrivalOfFirstRecord: '2026-11-20T10:00:00.000Z',
  approximateArrivalOfLastRecord: '2026-11-20T10:00:05.000Z',
  streamArn: 'arn:aws:dynamodb:ap-south-1:1:table/t/stream/x',
};

describe('redrive', () => {
  it('invokes the function again with each event and deletes only what Lambda accepted', async () => {
    let calls = 0;
    const { ports, calls: seen } = fakes(['{"id":"e1"}', '{"id":"e2"}'], {
      invokeAsync: async () => {
        if (++calls === 2) throw new Error('throttled');
      },
    });
    const report = await redrive({ queueUrl: 'q', target: 'send-join-notifications-fn', kind: 'invoke' }, ports);
    expect(report.moved).toBe(1);
    expect(report.failed).toEqual([{ body: '{"id":"e2"}', error: 'throttled' }]);
    expect(seen.removed).toEqual(['r0']);
  });

  it('passes the dead letter on unchanged to the function it failed in', async () => {
    const { ports, calls } = fakes(['{"detail-type":"JoinRequested.v1","detail":{"eventId":"e1"}}']);
    await redrive({ queueUrl: 'q', target: 'fn-name', kind: 'invoke' }, ports);
    expect(calls.invoked).toEqual([['fn-name', '{"detail-type":"JoinRequested.v1","detail":{"eventId":"e1"}}']]);
  });

  it('re-publishes a stream batch from the stream while it still holds it', async () => {
    const { ports, calls } = fakes([JSON.stringify({ DDBStreamBatchInfo: batch })]);
    const report = await redrive({ queueUrl: 'q', target: 'bus', kind: 'stream' }, ports);
    expect(report).toMatchObject({ moved: 1, fromOutbox: 0 });
    expect(calls.outbox).toHaveLength(0);
  });

  it('falls back to the outbox items of the batch’s time window once the stream has trimmed it', async () => {
    const { ports, calls } = fakes([JSON.stringify({ DDBStreamBatchInfo: batch })], {
      republishFromStream: async () => 'trimmed',
    });
    const report = await redrive({ queueUrl: 'q', target: 'bus', kind: 'stream' }, ports);
    expect(report).toMatchObject({ moved: 1, fromOutbox: 1 });
    expect(calls.outbox.map(([from, to]) => [from.toISOString(), to.toISOString()])).toEqual([
      ['2026-11-20T09:59:00.000Z', '2026-11-20T10:01:05.000Z'],
    ]);
    expect(calls.removed).toEqual(['r0']);
  });

  it('keeps a message it cannot read, and stops at --max', async () => {
    const { ports, calls } = fakes(['not json', '{"x":1}', '{"x":2}']);
    const report = await redrive({ queueUrl: 'q', target: 'bus', kind: 'stream' }, ports, { max: 2 });
    expect(report.moved + report.failed.length).toBe(2);
    expect(report.failed).toHaveLength(2);
    expect(calls.removed).toEqual([]);
  });
});
