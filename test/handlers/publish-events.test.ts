import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';

process.env.EVENT_BUS_NAME = 'test-bus';
process.env.AWS_REGION = 'ap-south-1';
const eventBridge = mockClient(EventBridgeClient);
const { handler } = await import('@functions/platform/handlers/publish-events');

const record = (seq: string, item: Record<string, unknown>, eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'INSERT') => ({
  eventName,
  dynamodb: { SequenceNumber: seq, NewImage: marshall(item) as any },
});
const outbox = (seq: string, detailType: string) =>
  record(seq, {
    pk: `EVENT#${seq}`,
    sk: 'EVENT',
    type: 'outbox-event',
    detailType,
    detail: JSON.stringify({ eventId: seq }),
    occurredAt: '2026-11-21T00:00:00.000Z',
  });

beforeEach(() => eventBridge.reset());

describe('publish-events', () => {
  it('puts outbox inserts on the bus and ignores everything else', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'a' }, { EventId: 'b' }] });
    const result = await handler({
      Records: [
        outbox('1', 'ProfileUpdated.v1'),
        record('2', { pk: 'USER#1', sk: 'PROFILE', type: 'x' }),
        outbox('3', 'Other.v1'),
        { ...outbox('4', 'X.v1'), eventName: 'MODIFY' },
      ],
    } as unknown as DynamoDBStreamEvent);
    expect(result.batchItemFailures).toEqual([]);
    const entries = eventBridge.commandCalls(PutEventsCommand)[0]!.args[0].input.Entries!;
    expect(entries.map((e) => e.DetailType)).toEqual(['ProfileUpdated.v1', 'Other.v1']);
    expect(entries[0]).toMatchObject({
      EventBusName: 'test-bus',
      Source: 'yaktiv',
      Detail: JSON.stringify({ eventId: '1' }),
    });
  });

  it('reads only outbox items: another item with an attribute the SDK cannot unmarshall does not stall the stream', async () => {
    eventBridge.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'a' }] });
    // DynamoDB Local's stream hands an empty map back as {} (seen with community items).
    const odd = {
      eventName: 'INSERT',
      dynamodb: {
        SequenceNumber: '5',
        NewImage: { ...marshall({ pk: 'COMMUNITY#c', sk: 'COMMUNITY', type: 'community' }), linked_games: {} },
      },
    };
    const result = await handler({ Records: [odd, outbox('6', 'A.v1')] } as unknown as DynamoDBStreamEvent);
    expect(result.batchItemFailures).toEqual([]);
    expect(eventBridge.commandCalls(PutEventsCommand)[0]!.args[0].input.Entries!.map((e) => e.DetailType)).toEqual([
      'A.v1',
    ]);
  });

  it('reports the records EventBridge refused so the stream retries them', async () => {
    eventBridge
      .on(PutEventsCommand)
      .resolves({ FailedEntryCount: 1, Entries: [{ EventId: 'a' }, { ErrorCode: 'InternalFailure' }] });
    const result = await handler({
      Records: [outbox('10', 'A.v1'), outbox('11', 'B.v1')],
    } as unknown as DynamoDBStreamEvent);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: '11' }]);
  });

  it('sends at most ten entries per PutEvents call', async () => {
    eventBridge
      .on(PutEventsCommand)
      .callsFake((input) => ({ FailedEntryCount: 0, Entries: input.Entries.map(() => ({ EventId: 'x' })) }));
    const records = Array.from({ length: 23 }, (_, i) => outbox(String(i), 'A.v1'));
    await handler({ Records: records } as unknown as DynamoDBStreamEvent);
    expect(eventBridge.commandCalls(PutEventsCommand).map((c) => c.args[0].input.Entries!.length)).toEqual([10, 10, 3]);
  });
});
