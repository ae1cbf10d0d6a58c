import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { communityAccountData } from '../account-data';

// A deleted account's communities: re-derived from stored state, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-communities',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => communityAccountData().erase(e.userId)) },
});
