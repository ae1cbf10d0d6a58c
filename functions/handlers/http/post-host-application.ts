import { hostApplicationInputSchema } from '../../../shared/schemas/host-application';
import { hostApplicationService } from '../../composition/host-applications';
import { callerOf, httpHandler, json, parseBody } from '../../lib/http';

// A player applies to host; who applies comes from the token, never the body.
export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const input = parseBody(event, hostApplicationInputSchema);
  return json(201, await hostApplicationService().apply(caller, input));
});
