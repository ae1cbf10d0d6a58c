import { accountDeletedV1, gameCancelledV1, gameCreatedV1, gameDeletedV1, gameUpdatedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { gameAccountErasure } from '../account-data';
import { gameStatusService } from '../game-status';
import { rainHeadsUpScheduling } from '../rain-out/heads-up-scheduling';

// Game events → the game's start and end schedules (docs/decisions/025). Each delivery re-reads the
// game and makes its schedules match it, so a late or repeated event changes nothing.
// The rain heads-up's schedule (start less three hours) follows the same events.
const sync = async (e: { gameId: string }) => {
  await gameStatusService().syncSchedules(e.gameId);
  await rainHeadsUpScheduling().sync(e.gameId);
};

export const handler = eventHandler({
  name: 'schedule-game-status',
  once: 'replay-safe',
  routes: {
    'GameCreated.v1': on(gameCreatedV1, sync),
    // Only a new start or duration moves the schedules; other edits leave them alone.
    'GameUpdated.v1': on(gameUpdatedV1, async (e) =>
      e.changed.includes('game_datetime') || e.changed.includes('duration_minutes') ? sync(e) : 'ignored',
    ),
    'GameCancelled.v1': on(gameCancelledV1, sync),
    'GameDeleted.v1': on(gameDeletedV1, sync),
    // A deleted account's games: unplayed ones cancelled (their own events then move the schedules).
    'AccountDeleted.v1': on(accountDeletedV1, (e) => gameAccountErasure().erase(e.userId)),
  },
});
/** The detail-types the manifest subscribes this consumer to. */
export const GAME_SCHEDULE_EVENTS = handler.detailTypes;
