import { hostDashboardService } from '../host-stats';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The dashboard's Analytics tab: players per played game, revenue per IST month.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await hostDashboardService().analytics(userId));
});
