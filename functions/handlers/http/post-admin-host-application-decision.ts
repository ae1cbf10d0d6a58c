import { hostApplicationDecisionSchema } from '../../../shared/schemas/host-application';
import { hostApplicationService } from '../../composition/host-applications';
import { adminOf } from '../../lib/admin';
import { httpHandler, json, parseBody, pathParameter } from '../../lib/http';

// Admins approve (role in profile and pool) or reject with a reason; the same decision again is a no-op.
export const handler = httpHandler(async (event) => {
  const { userId } = adminOf(event);
  const applicationId = pathParameter(event, 'id');
  const decision = parseBody(event, hostApplicationDecisionSchema);
  return json(200, await hostApplicationService().decide(userId, applicationId, decision));
});
