import { hostApplicationService } from '../../composition/host-applications';
import { callerOf, httpHandler, json } from '../../lib/http';

// The caller's newest host application with its status and the admin's reason.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await hostApplicationService().mine(userId));
});
