import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { gameAccountErasure } from '../account-data';

// A deleted account's games: re-derived from the games themselves, so a repeat changes nothing.
export const handler = eventHandler({
  name: 'erase-account-games',
  once: 'replay-safe',
  routes: { 'AccountDeleted.v1': on(accountDeletedV1, (e) => gameAccountErasure().erase(e.userId)) },
});
