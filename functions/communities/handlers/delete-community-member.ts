import { communityMembership } from '../communities';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The caller leaves a community or takes back their pending request ('me' is the only member path).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityMembership().leave(userId, pathParameter(event, 'id')));
});
