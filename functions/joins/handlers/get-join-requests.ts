import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// get-join-requests: the game's host reads every request with contact details and answers.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, { requests: await hostRequestService().list(userId, pathParameter(event, 'id')) });
});
