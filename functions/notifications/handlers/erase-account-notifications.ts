import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { notificationAccountData } from '../account-data';

// A deleted account's notifications: deleting what is left, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-notifications',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => notificationAccountData().eraseAll(e.userId)) },
});
