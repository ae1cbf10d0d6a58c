import { randomUUID } from 'node:crypto';
import type { PendingEvent } from '../../services/ports';

// Outbox items live a day: long enough for the stream to publish them, short enough to not pile up.
const OUTBOX_TTL_SECONDS = 24 * 60 * 60;

export function outboxItem(event: PendingEvent, now: Date) {
  const eventId = randomUUID();
  return {
    eventId,
    detailType: event.name,
    detail: JSON.stringify({ ...event.detail, eventId }),
    occurredAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
  };
}
