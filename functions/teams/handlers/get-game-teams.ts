import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { teamService } from '../teams';

// A game's teams and result, for its host (who also gets the checked-in players) or a confirmed player.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await teamService().read(userId, pathParameter(event, 'id')));
});
