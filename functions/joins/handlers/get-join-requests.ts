import { hostRequestPageQuerySchema } from '@shared/schemas/join';
import { hostRequestService } from '../joins';
import { callerOf, httpHandler, json, parseQuery, pathParameter } from '@functions/platform/http/http';

// get-join-requests: the game's host reads its requests a page at a time, with contact details and answers.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const { cursor } = parseQuery(event, hostRequestPageQuerySchema);
  return json(200, await hostRequestService().list(userId, pathParameter(event, 'id'), cursor));
});
