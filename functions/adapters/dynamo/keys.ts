// Every key shape of the table, in one place (design §3: only this folder knows keys).
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  outboxEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),
  /** Subjects (e-mail addresses, phone numbers) are hashed so keys don't hold personal data. */
  sendSlot: (purpose: string, subjectHash: string) => ({ pk: `SENDSLOT#${purpose}#${subjectHash}`, sk: 'SLOT' }),
  oneTimeSecret: (purpose: string, subject: string) => ({ pk: `SECRET#${purpose}#${subject}`, sk: 'SECRET' }),
  idempotency: (key: string) => ({ pk: `IDEMPOTENCY#${key}`, sk: 'DONE' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ITEM_TYPES = {
  profile: 'profile',
  outboxEvent: 'outbox-event',
  sendSlot: 'send-slot',
  oneTimeSecret: 'one-time-secret',
  idempotency: 'idempotency',
} as const;
