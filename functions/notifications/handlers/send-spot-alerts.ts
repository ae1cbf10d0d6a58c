import { accountDeletedV1, profileUpdatedV1, spotOpenedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { SPOT_ALERT_PROFILE_FIELDS } from '../spot-alert-service';
import { spotAlertService } from '../spot-alerts';

// 'A spot just opened' alerts: an opening tells the nearby players who asked, each once (the notice
// guards each person, keyed by the event); profile changes and a deleted account refile or forget
// the player, re-derived from the stored profile, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'send-spot-alerts',
  once: 'per-recipient',
  routes: {
    'SpotOpened.v1': on(spotOpenedV1, (e, d) => spotAlertService().spotOpened(e, d)),
    'ProfileUpdated.v1': on(profileUpdatedV1, async (e) => {
      if (!e.changed.some((field) => SPOT_ALERT_PROFILE_FIELDS.includes(field))) return 'ignored';
      return spotAlertService().sync(e.userId);
    }),
    'AccountDeleted.v1': on(accountDeletedV1, (e) => spotAlertService().sync(e.userId)),
  },
});
