import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// Who has arrived: the game's confirmed players and their check-in times (host only).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await hostRequestService().arrivals(userId, pathParameter(event, 'id')));
});
