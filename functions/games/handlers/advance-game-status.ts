import { gameStatusMoveSchema } from '@shared/schemas/game-status';
import { gameStatusService } from '../game-status';

// A game's one-time schedule fired (EventBridge Scheduler passes the schedule's JSON as the event).
// A payload that doesn't parse is a bug, not a retryable failure: it throws and lands in the DLQ.
export const handler = async (event: unknown) => {
  const move = gameStatusMoveSchema.parse(event);
  return { gameId: move.gameId, status: move.status, outcome: await gameStatusService().advance(move) };
};
