import { resultInputSchema } from '@shared/schemas/teams';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { teamService } from '../teams';

// The game's host records (or corrects) the result; each player's rating moves once for the game.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, resultInputSchema);
  return json(200, await teamService().recordResult(userId, pathParameter(event, 'id'), input));
});
