import { hostApplicationDecisionSchema, hostApplicationListQuerySchema } from '@shared/schemas/host-application';
import { hostApplicationService } from '@functions/hosting/public-wiring';
import { adminOf } from '../admin-claims';
import { httpHandler, json, parseBody, parseQuery, pathParameter } from '@functions/platform/http/http';

// Admins, two routes in one function (decision 024): GET /api/admin/host-applications
// lists by status a page at a time; POST …/{id}/decision approves (role in profile and pool) or
// rejects with a reason — the same decision again is a no-op that finishes a half-done approval.
export const handler = httpHandler(async (event) => {
  const { userId } = adminOf(event);
  if (event.requestContext.http.method === 'GET')
    return json(200, await hostApplicationService().list(parseQuery(event, hostApplicationListQuerySchema)));
  const applicationId = pathParameter(event, 'id');
  const decision = parseBody(event, hostApplicationDecisionSchema);
  return json(200, await hostApplicationService().decide(userId, applicationId, decision));
});
