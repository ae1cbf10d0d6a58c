import * as z from 'zod/mini';
import { eventSchemas, gameStatusChangedV1, withEventId } from '@shared/events';
import { PROFILE_EVENT_NAMES, type ProfileEventName } from '@shared/rules/profile-activity';
import { profileStatsService } from '../profile-stats';

// Games, requests, payments and community events → the counters and Recent Activity of the
// people they concern, once per (event, person) however often an event arrives.
type Route = (detail: unknown, at: string) => Promise<void>;

const profileRoute =
  <N extends ProfileEventName>(name: N): Route =>
  (detail, at) => {
    const parsed = withEventId(eventSchemas[name] as unknown as z.ZodMiniObject).parse(detail) as z.infer<
      (typeof eventSchemas)[N]
    > & { eventId: string };
    return profileStatsService().onEvent(parsed.eventId, at, name, parsed);
  };

const routes: Record<string, Route> = {
  ...Object.fromEntries(PROFILE_EVENT_NAMES.map((name) => [name, profileRoute(name)])),
  'GameStatusChanged.v1': (detail, at) => {
    const parsed = withEventId(gameStatusChangedV1).parse(detail);
    return profileStatsService().onGameStatusChanged(parsed.eventId, at, parsed);
  },
};
/** The detail-types the manifest subscribes this consumer to. */
export const PROFILE_STATS_EVENTS = Object.keys(routes);

export const handler = async (event: { 'detail-type': string; detail: unknown; time?: string }) => {
  const route = routes[event['detail-type']];
  if (!route) throw new Error(`update-profile-stats: unexpected event ${event['detail-type']}`);
  // The envelope's time keys the activity item, so a redelivery lands on the same one.
  await route(event.detail, new Date(event.time ?? Date.now()).toISOString());
};
