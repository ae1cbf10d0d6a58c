import { communityDecisionInputSchema } from '@shared/schemas/community';
import { communityMembership } from '../communities';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The community's admin approves or rejects one player's pending request.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const { action } = parseBody(event, communityDecisionInputSchema);
  return json(
    200,
    await communityMembership().decide(userId, pathParameter(event, 'id'), pathParameter(event, 'userId'), action),
  );
});
