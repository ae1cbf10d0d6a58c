import { hostDashboardService } from '../host-stats';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The host dashboard in one call: stats, nudged requests, latest games, pending requests.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await hostDashboardService().dashboard(userId));
});
