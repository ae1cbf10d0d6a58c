import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { pushSubscriptionService } from '../push';

// Forgets one of the caller's devices (push turned off there, or signing out). The id is looked up
// under the caller only, so naming someone else's device removes nothing; a repeat answers the same.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  await pushSubscriptionService().unsubscribe(userId, pathParameter(event, 'id'));
  return json(200, { removed: true });
});
