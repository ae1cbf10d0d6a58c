import { communityService } from '@functions/communities/public-wiring';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The signed-in host's communities with stats and pending requests (dashboard, game form).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityService().hostCommunities(userId));
});
