// The keys of the items the platform itself keeps: the outbox's events and the consumers' idempotency
// records. Each domain's items have their keys in functions/<domain>/adapters/keys.ts, known only to
// that domain's repositories.
export const keys = {
  outboxEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  /** A consumer's effect, in progress or done: its own partition, named by the hash Powertools gives it. */
  idempotency: (hashedKey: string) => ({ pk: `IDEMPOTENCY#${hashedKey}`, sk: 'RECORD' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ITEM_TYPES = {
  outboxEvent: 'outbox-event',
} as const;
