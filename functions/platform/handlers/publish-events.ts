import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ENV } from '../env-names';
import { readEnv } from '../env';
import { eventBridgeBus, type EventBus, type OutgoingEvent } from '../aws/event-bus';
import { OUTBOX_ITEM_TYPE } from '../dynamo/outbox';

// Carries outbox items from the table stream to the bus. A record that fails to publish is
// reported back, so the stream retries it and nothing saved is lost.
let bus: EventBus | undefined;
const defaultBus = () => (bus ??= eventBridgeBus(readEnv([ENV.eventBusName]).EVENT_BUS_NAME));

export function createPublisher(publish: () => EventBus) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const pending: { sequence: string; event: OutgoingEvent }[] = [];
    for (const record of event.Records) {
      if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) continue;
      // Look at the type first: only outbox items are read, so no other item's shape can stall the stream.
      if (record.dynamodb.NewImage.type?.S !== OUTBOX_ITEM_TYPE) continue;
      const item = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
      pending.push({
        sequence: record.dynamodb.SequenceNumber ?? '',
        event: {
          detailType: String(item.detailType),
          detail: String(item.detail),
          time: new Date(String(item.occurredAt)),
        },
      });
    }
    if (pending.length === 0) return { batchItemFailures: [] };
    const failed = await publish()(pending.map((p) => p.event));
    return { batchItemFailures: failed.map((index) => ({ itemIdentifier: pending[index]!.sequence })) };
  };
}

export const handler = createPublisher(defaultBus);
