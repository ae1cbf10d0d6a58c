import { communityService } from '../communities';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// One community as the signed-in caller sees it: their membership, and a private one in full for members.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityService().detail(pathParameter(event, 'id'), userId));
});
