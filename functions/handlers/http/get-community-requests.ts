import { communityMembership } from '../../composition/communities';
import { callerOf, httpHandler, json, pathParameter } from '../../lib/http';

// The community's admin (its owner) reads the pending join requests; anyone else gets 404.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityMembership().requests(userId, pathParameter(event, 'id')));
});
