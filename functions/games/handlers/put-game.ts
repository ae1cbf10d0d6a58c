import { gameInputSchema } from '@shared/schemas/game';
import { gameService } from '../games';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The host edits their own game; anyone else gets the same 404 as for a game that doesn't exist.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  const input = parseBody(event, gameInputSchema);
  return json(200, await gameService().update(userId, gameId, input));
});
