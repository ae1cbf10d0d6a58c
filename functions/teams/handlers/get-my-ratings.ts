import { callerOf, httpHandler, json } from '@functions/platform/http/http';
import { ratingService } from '../teams';

// The caller's own ratings per sport (the profile shows them as levels).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await ratingService().mine(userId));
});
