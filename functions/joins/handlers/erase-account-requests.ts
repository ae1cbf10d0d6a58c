import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { joinAccountErasure } from '../account-data';

// A deleted account's join requests: re-derived from the requests themselves, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-requests',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => joinAccountErasure().erase(e.userId)) },
});
