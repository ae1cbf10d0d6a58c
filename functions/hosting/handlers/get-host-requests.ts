import { hostRequestsQuerySchema } from '@shared/schemas/host-dashboard';
import { hostDashboardService } from '../host-stats';
import { callerOf, httpHandler, json, parseQuery } from '@functions/platform/http/http';

// The Requests tab's next page: pending requests across the host's games after a cursor.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const { cursor } = parseQuery(event, hostRequestsQuerySchema);
  return json(200, await hostDashboardService().requests(userId, cursor));
});
