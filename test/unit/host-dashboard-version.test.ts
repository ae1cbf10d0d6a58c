import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dashboardVersionMoves } from '@functions/hosting/adapters/host-dashboard-version';
import { outboxPut } from '@functions/platform/dynamo/outbox';
import { transactWrite } from '@functions/platform/dynamo/transact';

// Decision 032: every transaction that records an event naming a host moves that host's dashboard
// version with it, so lists kept before the change are never served after it.
const now = new Date('2026-11-24T10:00:00.000Z');
const event = (name: string, detail: Record<string, unknown>) => outboxPut('t', { name, detail } as never, now);
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
    const moves = dashboardVersionMoves(
      [
        change,
        event('JoinRequested.v1', { hostId: 'h1', gameId: 'g1' }),
        event('HostNudged.v1', { hostId: 'h1' }),
        event('GameUpdated.v1', { hostId: 'h2' }),
      ],
      now,
    );
    expect(moves.map((m) => m.Update!.Key)).toEqual([
      { pk: 'HOSTSTATS#h1', sk: 'DASHBOARD' },
      { pk: 'HOSTSTATS#h2', sk: 'DASHBOARD' },
    ]);
    expect(moves[0]!.Update).toMatchObject({
      TableName: 't',
      UpdateExpression: 'SET #type = :type, changed_at = :at ADD version :one',
      ExpressionAttributeValues: { ':at': now.toISOString(), ':one': 1 },
    });
  });

  it('nothing for events without a host, or for a transaction without events', () => {
    expect(
      dashboardVersionMoves(
        [change, event('MagicLinkRequested.v1', { email: 'a@b.c' }), event('GameCreated.v1', { hostId: '' })],
        now,
      ),
    ).toEqual([]);
    expect(dashboardVersionMoves([change], now)).toEqual([]);
  });

  it('never names the dashboard item twice in one transaction', () => {
    const own = {
      Update: {
        TableName: 't',
        Key: { pk: 'HOSTSTATS#h1', sk: 'DASHBOARD' },
        UpdateExpression: 'ADD version :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    };
    expect(dashboardVersionMoves([own, event('GameUpdated.v1', { hostId: 'h1' })], now)).toEqual([]);
  });

  it('transactWrite adds the moves after the caller’s items, so condition indexes keep their meaning', async () => {
    const doc = mockClient(DynamoDBDocumentClient);
    mockClient(DynamoDBClient);
    doc.on(TransactWriteCommand).resolves({});
    const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));
    const items = [change, event('JoinDecided.v1', { hostId: 'h1' })];
    await transactWrite(db, items);
    const sent = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(sent.slice(0, 2)).toEqual(items);
    expect(sent[2]!.Update!.Key).toEqual({ pk: 'HOSTSTATS#h1', sk: 'DASHBOARD' });
    doc.restore();
  });
});
