import { joinService, ownRequestService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The caller's own request for a game (the game page's 'Joined!' and its behaviour by state), or 404.
// Asked with `since` (the game's created_at, which the page holds), it is read from the caller's own
// requests, not from the game's partition that a viral game's every viewer would read.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  const since = event.queryStringParameters?.since;
  if (since !== undefined) return json(200, await ownRequestService().since(userId, gameId, since));
  return json(200, await joinService().myRequest(userId, gameId));
});
