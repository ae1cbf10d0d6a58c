import { hostRequestPageQuerySchema } from '@shared/schemas/join';
import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, parseQuery, pathParameter } from '@functions/platform/http/http';

// Who has arrived: the game's confirmed players and their check-in times, a page at a time (host only).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const { cursor } = parseQuery(event, hostRequestPageQuerySchema);
  return json(200, await hostRequestService().arrivals(userId, pathParameter(event, 'id'), cursor));
});
