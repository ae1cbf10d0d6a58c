import type * as z from 'zod/mini';
import { accountDeletedV1, type EventDetail, eventSchemas, gameStatusChangedV1 } from '@shared/events';
import { PROFILE_EVENT_NAMES, type ProfileEventName } from '@shared/rules/profile-activity';
import { eventHandler, on, type Route } from '@functions/platform/events/event-handler';
import { accountDeletionStore } from '../account-data';
import { profileStatsService } from '../profile-stats';

// Games, requests, payments and community events → the counters and Recent Activity of the
// people they concern, once per (event, person) however often an event arrives: each person's
// change is one transaction with its own per-event marker. The envelope's time keys the activity
// item, so a redelivery lands on the same one.
const profileRoute = <N extends ProfileEventName>(name: N): Route =>
  on(eventSchemas[name] as unknown as z.ZodMiniObject, (e, d) =>
    profileStatsService().onEvent(e.eventId, d.time, name, e as unknown as EventDetail<N>),
  );

export const handler = eventHandler({
  name: 'update-profile-stats',
  once: 'replay-safe',
  routes: {
    ...Object.fromEntries(PROFILE_EVENT_NAMES.map((name) => [name, profileRoute(name)])),
    'GameStatusChanged.v1': on(gameStatusChangedV1, (e, d) =>
      profileStatsService().onGameStatusChanged(e.eventId, d.time, e),
    ),
    // A deleted account's counters and activity feed, erased (deleting what is left: a repeat changes nothing).
    'AccountDeleted.v1': on(accountDeletedV1, (e) => accountDeletionStore().eraseStats(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const PROFILE_STATS_EVENTS = handler.detailTypes;
