import { hostApplicationInputSchema } from '@shared/schemas/host-application';
import { hostApplicationService } from '../host-applications';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// A player's host application, two routes in one function (the stack's resource budget,
// decision 024): POST /api/host-applications applies, GET /api/me/host-application reads the newest.
// Who applies comes from the token, never the body.
export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  if (event.requestContext.http.method === 'GET') return json(200, await hostApplicationService().mine(caller.userId));
  const input = parseBody(event, hostApplicationInputSchema);
  return json(201, await hostApplicationService().apply(caller, input));
});
