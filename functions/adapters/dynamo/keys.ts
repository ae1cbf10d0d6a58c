// Every key shape of the table, in one place (design §3: only this folder knows keys).
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  outboxEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ITEM_TYPES = {
  profile: 'profile',
  outboxEvent: 'outbox-event',
} as const;
