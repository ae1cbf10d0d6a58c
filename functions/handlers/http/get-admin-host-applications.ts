import { hostApplicationListQuerySchema } from '../../../shared/schemas/host-application';
import { hostApplicationService } from '../../composition/host-applications';
import { adminOf } from '../../lib/admin';
import { httpHandler, json, parseQuery } from '../../lib/http';

// Admins: applications by status (pending by default), oldest first, a page at a time.
export const handler = httpHandler(async (event) => {
  adminOf(event);
  const query = parseQuery(event, hostApplicationListQuerySchema);
  return json(200, await hostApplicationService().list(query));
});
