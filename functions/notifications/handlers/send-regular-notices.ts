import { regularDecidedV1, regularRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { regularNotifier } from '../regular-notifier-client';

// Regulars of a series (decision 071): the host hears of an ask, the player of the host's answer.
// The notifier guards each person's notice, so a repeated delivery sends nothing twice.
export const handler = eventHandler({
  name: 'send-regular-notices',
  once: 'per-recipient',
  routes: {
    'RegularRequested.v1': on(regularRequestedV1, (e, d) => regularNotifier().regularRequested(d, e)),
    'RegularDecided.v1': on(regularDecidedV1, (e, d) => regularNotifier().regularDecided(d, e)),
  },
});
