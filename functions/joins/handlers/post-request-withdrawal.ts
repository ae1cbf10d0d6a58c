import { joinService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The player withdraws their own request (decision 013); a freed spot of a free game goes to the
// earliest waitlisted player.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await joinService().withdraw(userId, pathParameter(event, 'id')));
});
