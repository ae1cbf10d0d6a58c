import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '../observability/correlation';
import type { PendingEvent } from '../event-ports';
import { ITEM_TYPES, keys } from './keys';

// Domain events written in the same transaction as the change they describe, so a crash keeps both or neither. The
// table stream carries them to the publisher; the TTL clears them once they are old news, which
// is no sooner than a dead letter can wait for its redrive (SQS keeps one 14 days, the table
// stream 24 h; infra/redrive/ re-publishes from these items when the stream has moved on).
export const OUTBOX_TTL_SECONDS = 15 * 24 * 60 * 60;
export const OUTBOX_ITEM_TYPE = ITEM_TYPES.outboxEvent;

/**
 * A transaction entry that records one event; never overwrites (ids are fresh UUIDs). Write paths
 * take these from `eventWrites` (hosting/adapters/host-dashboard-version.ts), which hands back with
 * them the moves of what the events make stale.
 */
export function outboxPut(tableName: string, event: PendingEvent, now: Date) {
  const eventId = randomUUID();
  // The request's correlation id travels in the detail, so the consumers' logs carry it too.
  const correlationId = currentCorrelationId();
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.outboxEvent(eventId),
        type: OUTBOX_ITEM_TYPE,
        eventId,
        detailType: event.name,
        detail: JSON.stringify({ ...event.detail, eventId, ...(correlationId ? { correlationId } : {}) }),
        occurredAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
