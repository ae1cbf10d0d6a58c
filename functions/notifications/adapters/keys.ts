// In-app notifications' keys: in the user's partition, newest last by key, cleared by TTL.

export const notificationKeys = {
  notification: (userId: string, createdAt: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${createdAt}#${eventId}`,
  }),
  notificationsPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTIF#' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const NOTIFICATION_ITEM_TYPES = {
  notification: 'notification',
} as const;
