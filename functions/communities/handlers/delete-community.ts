import { communityService } from '../communities';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The owner deletes their community (members, reviews and game links follow through an event).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await communityService().remove(userId, pathParameter(event, 'id')));
});
