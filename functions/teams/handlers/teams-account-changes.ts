import { accountDeletedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { teamsAccountErasure } from '../teams';

// A deleted account leaves teams and ratings: its name off every team sheet, its ratings per sport
// (with their history) deleted. The erasure re-reads stored state, so a redelivery changes nothing.
export const handler = eventHandler({
  name: 'teams-account-changes',
  once: 'replay-safe',
  routes: {
    'AccountDeleted.v1': on(accountDeletedV1, async (e) => {
      await teamsAccountErasure().erase(e.userId);
    }),
  },
});
