import { gameTakenDownV1, hostApplicationDecidedV1, withEventId } from '../../../shared/events';
import { adminNotifier } from '../../composition/admin-notifier';

// Operators' decisions → notification + e-mail to the person concerned, once per event.
type Route = (detail: unknown, time: string) => Promise<void>;

const routes: Record<string, Route> = {
  'HostApplicationDecided.v1': (d, time) => {
    const e = withEventId(hostApplicationDecidedV1).parse(d);
    return adminNotifier().hostApplicationDecided({ eventId: e.eventId, time }, e);
  },
  'GameTakenDown.v1': (d, time) => {
    const e = withEventId(gameTakenDownV1).parse(d);
    return adminNotifier().gameTakenDown({ eventId: e.eventId, time }, e);
  },
};
/** The detail-types the manifest subscribes this consumer to. */
export const ADMIN_NOTIFICATION_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown; time?: string }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`send-admin-notifications: unexpected event ${event['detail-type']}`);
  // The envelope's time keys the notification, so a redelivery lands on the same item.
  await route(event.detail, new Date(event.time ?? Date.now()).toISOString());
};
