import { communityMembership } from '../communities';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// Join a community, or ask to when it needs the admin's approval. No body: the member is the caller.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityMembership().join(userId, pathParameter(event, 'id')));
});
