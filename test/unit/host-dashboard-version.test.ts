import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { eventWrites } from '@functions/hosting/adapters/host-dashboard-version';
import { transactWrite } from '@functions/platform/dynamo/transact';
import type { PendingEvent } from '@functions/platform/event-ports';

// Decision 032: every transaction that records an event naming a host moves that host's dashboard
// version with it, so lists kept before the change are never served after it. The events and the
// moves come from one helper, and the transaction names both.
const now = new Date('2026-11-24T10:00:00.000Z');
const at = '2026-11-24T09:59:00.000Z';
const event = (name: string, detail: Record<string, unknown>) => ({ name, detail }) as PendingEvent;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});
const change = {
  Update: {
    TableName: 't',
    Key: { pk: 'GAME#g1', sk: 'GAME' },
    UpdateExpression: 'ADD pending_count :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
};

describe('dashboard versions', () => {
  it('one move per host the events name, however many events name it', () => {
    const { events, dashboard: moves } = eventWrites(
      't',
      [
        event('JoinRequested.v1', { hostId: 'h1', gameId: 'g1' }),
        event('HostNudged.v1', { hostId: 'h1' }),
        event('GameUpdated.v1', { hostId: 'h2' }),
      ],
      at,
    );
    expect(events.map((e) => e.Put!.Item)).toMatchObject([
      { type: 'outbox-event', detailType: 'JoinRequested.v1', occurredAt: at },
      { type: 'outbox-event', detailType: 'HostNudged.v1', occurredAt: at },
      { type: 'outbox-event', detailType: 'GameUpdated.v1', occurredAt: at },
    ]);
    expect(moves.map((m) => m.Update!.Key)).toEqual([
      { pk: 'HOSTSTATS#h1', sk: 'DASHBOARD#VERSION' },
      { pk: 'HOSTSTATS#h2', sk: 'DASHBOARD#VERSION' },
    ]);
    expect(moves[0]!.Update).toMatchObject({
      TableName: 't',
      UpdateExpression: 'SET #type = :type, changed_at = :at ADD version :one',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':one': 1 },
    });
  });

  it('nothing for events without a host, or for a transaction without events', () => {
    const hostless = eventWrites(
      't',
      [event('MagicLinkRequested.v1', { email: 'a@b.c' }), event('GameCreated.v1', { hostId: '' })],
      at,
    );
    expect(hostless.events).toHaveLength(2);
    expect(hostless.dashboard).toEqual([]);
    expect(eventWrites('t', [], at)).toEqual({ events: [], dashboard: [] });
  });

  it('a transaction holds exactly what it names: the change, its events and their moves, nothing added', async () => {
    const doc = mockClient(DynamoDBDocumentClient);
    mockClient(DynamoDBClient);
    doc.on(TransactWriteCommand).resolves({});
    const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));
    const recorded = eventWrites('t', [event('JoinDecided.v1', { hostId: 'h1' })], at);
    await transactWrite(db, { change, ...recorded });
    await transactWrite(db, { change, events: recorded.events });
    const [named, eventsOnly] = doc.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(named).toEqual([change, ...recorded.events, ...recorded.dashboard]);
    expect(named![2]!.Update!.Key).toEqual({ pk: 'HOSTSTATS#h1', sk: 'DASHBOARD#VERSION' });
    // Nothing behind the caller's back: a transaction that leaves the moves out writes none.
    expect(eventsOnly).toEqual([change, ...recorded.events]);
    doc.restore();
  });
});
