import { communityReviewInputSchema } from '@shared/schemas/community';
import { communityMembership } from '../communities';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// A member writes or rewrites their one review of the community.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, communityReviewInputSchema);
  return json(200, await communityMembership().review(userId, pathParameter(event, 'id'), input));
});
