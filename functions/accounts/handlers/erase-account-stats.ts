import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { accountDeletionStore } from '../account-data';

// A deleted account's stat counters and activity feed: deleting what is left, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-stats',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => accountDeletionStore().eraseStats(e.userId)) },
});
