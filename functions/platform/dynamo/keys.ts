// The keys of the items the platform itself keeps: the outbox's events and the consumers' idempotency
// records. Each domain's items have their keys in functions/<domain>/adapters/keys.ts, known only to
// that domain's repositories.
export const keys = {
  outboxEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  idempotency: (key: string) => ({ pk: `IDEMPOTENCY#${key}`, sk: 'DONE' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ITEM_TYPES = {
  outboxEvent: 'outbox-event',
  idempotency: 'idempotency',
} as const;
