import { gameCancelledV1, gameCreatedV1, gameDeletedV1, gameUpdatedV1, withEventId } from '@shared/events';
import { gameStatusService } from '../game-status';

// Game events → the game's start and end schedules (docs/decisions/025). Each delivery re-reads the
// game and makes its schedules match it, so a late or repeated event changes nothing.
const gameIdOf: Record<string, (detail: unknown) => string | null> = {
  'GameCreated.v1': (d) => withEventId(gameCreatedV1).parse(d).gameId,
  // Only a new start or duration moves the schedules; other edits leave them alone.
  'GameUpdated.v1': (d) => {
    const { gameId, changed } = withEventId(gameUpdatedV1).parse(d);
    return changed.includes('game_datetime') || changed.includes('duration_minutes') ? gameId : null;
  },
  'GameCancelled.v1': (d) => withEventId(gameCancelledV1).parse(d).gameId,
  'GameDeleted.v1': (d) => withEventId(gameDeletedV1).parse(d).gameId,
};
/** The detail-types the manifest subscribes this consumer to. */
export const GAME_SCHEDULE_EVENTS = Object.keys(gameIdOf);

export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  const read = gameIdOf[event['detail-type']];
  if (!read) throw new Error(`schedule-game-status: unexpected event ${event['detail-type']}`);
  const gameId = read(event.detail);
  if (gameId) await gameStatusService().syncSchedules(gameId);
};
