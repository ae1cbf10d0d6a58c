import { accountDeletedV1, gameStatusChangedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { sportPlayersService } from '../sport-players';

// A completed game → its confirmed players count for its sport on Home. Replay-safe: each
// (sport, person) marker is written in the same transaction as the counter's step, so a
// redelivered event (or another game of the same sport) never counts anyone twice. A deleted
// account's markers go; the counters keep the games it played, as a number of people.
export const handler = eventHandler({
  name: 'count-sport-players',
  once: 'replay-safe',
  routes: {
    'GameStatusChanged.v1': on(gameStatusChangedV1, async (event, delivery) => {
      if (event.status !== 'completed') return 'ignored';
      const added = await sportPlayersService().onGameStatusChanged(event, delivery.time);
      return `${added} new`;
    }),
    'AccountDeleted.v1': on(accountDeletedV1, (e) => sportPlayersService().onAccountDeleted(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const SPORT_PLAYER_EVENTS = handler.detailTypes;
