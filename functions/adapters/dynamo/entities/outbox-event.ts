import { Entity } from 'electrodb';

// Domain events written in the same transaction as the change they describe (design §4). The
// table stream carries them to the publisher; the TTL clears them once published.
export const OUTBOX_ITEM_TYPE = 'outbox-event';

export const outboxEventEntity = new Entity({
  model: { entity: 'outbox-event', version: '1', service: 'yaktiv' },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    // Plain attribute the stream filter matches on, in AWS and locally.
    type: { type: [OUTBOX_ITEM_TYPE] as const, required: true, default: OUTBOX_ITEM_TYPE, readOnly: true },
    detailType: { type: 'string', required: true },
    detail: { type: 'string', required: true },
    occurredAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['eventId'], template: 'EVENT#${eventId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'EVENT', casing: 'none' },
    },
  },
});
