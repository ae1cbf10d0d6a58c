import { communityMembership } from '../communities';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The community's admin (its owner) reads the pending join requests; anyone else gets 404.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityMembership().requests(userId, pathParameter(event, 'id')));
});
