import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { hostingAccountData } from '../account-data';

// A deleted account's host applications: deleting what is left, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-applications',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => hostingAccountData().eraseAll(e.userId)) },
});
