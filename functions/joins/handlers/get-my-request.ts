import { joinService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The caller's own request for a game (the game page's 'Joined!' and its behaviour by state), or 404.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await joinService().myRequest(userId, pathParameter(event, 'id')));
});
