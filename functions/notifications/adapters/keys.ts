// In-app notifications' keys: in the user's partition, newest last by key, cleared by TTL.

export const notificationKeys = {
  notification: (userId: string, createdAt: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `NOTIF#${createdAt}#${eventId}`,
  }),
  notificationsPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTIF#' }),
  /** What a player is filed under for spot alerts (their entries' keys), in their own partition. */
  spotAlertRegistration: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SPOTALERTS' }),
  /** One subscriber of a sport in a ~39 × 20 km cell: a venue's subscribers are a few such partitions. */
  spotAlertEntry: (sport: string, cell: string, userId: string) => ({
    pk: spotAlertPartition(sport, cell),
    sk: userId,
  }),
  spotAlertPartition: (sport: string, cell: string) => spotAlertPartition(sport, cell),
  /** The games a player was alerted about on one India calendar day (the daily limit). */
  spotAlertDay: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `SPOTALERTDAY#${day}` }),
  spotAlertDaysPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SPOTALERTDAY#' }),
  /** One device's push subscription, keyed by the hash of its endpoint. */
  pushSubscription: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `PUSHSUB#${id}` }),
  pushSubscriptionsPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'PUSHSUB#' }),
  /** When a host's game last pushed its new requests, and how many wait for the window's end. */
  requestPushWindow: (hostId: string, gameId: string) => ({ pk: `USER#${hostId}`, sk: `PUSHWINDOW#${gameId}` }),
} as const;

function spotAlertPartition(sport: string, cell: string) {
  return `SPOTALERT#${sport}#${cell}`;
}

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const NOTIFICATION_ITEM_TYPES = {
  notification: 'notification',
  spotAlertRegistration: 'spot-alert-registration',
  spotAlertEntry: 'spot-alert-entry',
  spotAlertDay: 'spot-alert-day',
  pushSubscription: 'push-subscription',
  requestPushWindow: 'request-push-window',
} as const;
