import { joinService } from '../joins';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// nudge_host: answers { success, message } — a refusal is an answer, not an error, so the
// web shows 'Cannot Nudge' with the reason.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await joinService().nudge(userId, pathParameter(event, 'id')));
});
