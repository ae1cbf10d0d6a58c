import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PendingEvent } from '@functions/platform/event-ports';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import type { ReminderEvents } from '../ports';

// A sent reminder's event goes through the outbox like every other, so the push consumer hears of
// it and the reminder's own function never carries web-push. It changes nothing else, so it is the
// transaction's one item (its event names no host, so no dashboard version moves with it).
export function dynamoReminderEvents(db: DynamoDBDocumentClient, tableName: string): ReminderEvents {
  return {
    async record(events: PendingEvent[], at: string) {
      await transactWrite(db, eventWrites(tableName, events, at));
    },
  };
}
