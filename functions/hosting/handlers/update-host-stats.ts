import {
  gameStatusChangedV1,
  joinDecidedV1,
  joinRequestedV1,
  joinWithdrawnV1,
  paymentConfirmedV1,
  paymentWaitlistedV1,
  refundRequestedV1,
  withEventId,
} from '@shared/events';
import { hostStatsService } from '../host-stats';

// Events → the host's kept dashboard numbers (issue 12). Each applies once per event id: the
// marker and the ADDs are one transaction (a redelivery finds the marker and changes nothing).
type Route = (detail: unknown, time: string) => Promise<unknown>;

const routes: Record<string, Route> = {
  'JoinRequested.v1': (d) => hostStatsService().joinRequested(withEventId(joinRequestedV1).parse(d)),
  'JoinDecided.v1': (d) => hostStatsService().joinDecided(withEventId(joinDecidedV1).parse(d)),
  'JoinWithdrawn.v1': (d) => hostStatsService().joinWithdrawn(withEventId(joinWithdrawnV1).parse(d)),
  'PaymentConfirmed.v1': (d, t) => hostStatsService().paymentCaptured(withEventId(paymentConfirmedV1).parse(d), t),
  'PaymentWaitlisted.v1': (d, t) => hostStatsService().paymentCaptured(withEventId(paymentWaitlistedV1).parse(d), t),
  'RefundRequested.v1': (d, t) => hostStatsService().refundRequested(withEventId(refundRequestedV1).parse(d), t),
  'GameStatusChanged.v1': async (d) => {
    const e = withEventId(gameStatusChangedV1).parse(d);
    return e.status === 'completed' ? hostStatsService().gameCompleted(e) : 'ignored';
  },
};
/** The detail-types the manifest subscribes this consumer to. */
export const HOST_STATS_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown; time?: string }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`update-host-stats: unexpected event ${event['detail-type']}`);
  await route(event.detail, event.time ?? new Date().toISOString());
};
