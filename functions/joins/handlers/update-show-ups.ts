import { gameCancelledV1, gameStatusChangedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { showUpService } from '../show-ups';

// A game that completed settles its players' show-up records (who was checked in, who held a spot
// and never came, who dropped late); a game called off after that takes its outcomes back. Each
// settle re-reads the game and its requests, and moves a count only where the player's marker for
// that game says otherwise, so a repeat or a late delivery changes nothing.
export const handler = eventHandler({
  name: 'update-show-ups',
  once: 'replay-safe',
  routes: {
    'GameStatusChanged.v1': on(gameStatusChangedV1, async (e) => {
      if (e.status !== 'completed') return 'ignored';
      await showUpService().settle(e.gameId);
    }),
    'GameCancelled.v1': on(gameCancelledV1, (e) => showUpService().settle(e.gameId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const SHOW_UP_EVENTS = handler.detailTypes;
