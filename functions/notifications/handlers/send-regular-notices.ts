import { gameTakenDownV1, hostApplicationDecidedV1, regularDecidedV1, regularRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { adminNotifier } from '@functions/admin/public-wiring';
import { regularNotifier } from '../regular-notifier-client';

// Regulars of a series (decision 071): the host hears of an ask, the player of the host's answer.
// Operators' decisions ride here too: an applicant hears of their host application, a host of their
// game taken down. The notifiers guard each person's notice, so a repeated delivery sends nothing twice.
export const handler = eventHandler({
  name: 'send-regular-notices',
  once: 'per-recipient',
  routes: {
    'RegularRequested.v1': on(regularRequestedV1, (e, d) => regularNotifier().regularRequested(d, e)),
    'RegularDecided.v1': on(regularDecidedV1, (e, d) => regularNotifier().regularDecided(d, e)),
    'HostApplicationDecided.v1': on(hostApplicationDecidedV1, (e, d) => adminNotifier().hostApplicationDecided(d, e)),
    'GameTakenDown.v1': on(gameTakenDownV1, (e, d) => adminNotifier().gameTakenDown(d, e)),
  },
});
