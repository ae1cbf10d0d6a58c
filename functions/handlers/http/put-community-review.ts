import { communityReviewInputSchema } from '../../../shared/schemas/community';
import { communityMembership } from '../../composition/communities';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '../../lib/http';

// A member writes or rewrites their one review of the community.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, communityReviewInputSchema);
  return json(200, await communityMembership().review(userId, pathParameter(event, 'id'), input));
});
