import { profileStatsService } from '../profile-stats';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The profile's stat tiles and Recent Activity: the caller's own, from kept aggregates.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await profileStatsService().mine(userId));
});
