import { accountDeletedV1, profileUpdatedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { eraseRegulars, joinAccountErasure } from '../account-data';
import { GOING_PROFILE_FIELDS, goingService } from '../going';
import { showUpService } from '../show-ups';

// What a player's account changes do to their join requests. A deleted account: its requests
// withdrawn or anonymised, then its who-is-going avatars and its show-up record gone. A profile change of the switch, name
// or picture: the avatars follow. Each re-derives from stored state, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'join-account-changes',
  once: 'replay-safe',
  routes: {
    'AccountDeleted.v1': on(accountDeletedV1, async (e) => {
      await joinAccountErasure().erase(e.userId);
      await eraseRegulars(e.userId);
      await goingService().resync(e.userId);
      // Their show-up record and its per-game markers: settles skip anonymised requests, so none comes back.
      await showUpService().erase(e.userId);
    }),
    'ProfileUpdated.v1': on(profileUpdatedV1, async (e) => {
      if (!e.changed.some((field) => (GOING_PROFILE_FIELDS as readonly string[]).includes(field))) return 'ignored';
      await goingService().resync(e.userId);
    }),
  },
});
