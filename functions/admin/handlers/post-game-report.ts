import { gameReportInputSchema } from '@shared/schemas/game';
import { gameService } from '@functions/games/public-wiring';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// A user flags a game for the moderators; once per user per game.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  const { reason } = parseBody(event, gameReportInputSchema);
  return json(202, await gameService().report(userId, gameId, reason));
});
