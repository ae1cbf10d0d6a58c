import { joinService } from '../joins';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// My Game Requests: the caller's latest requests by their games' dates, each with its game and pass.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, { requests: await joinService().myRequests(userId) });
});
