import { communityEditSchema } from '@shared/schemas/community';
import { communityService } from '../communities';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';

// The owner edits their community; anyone else gets the same 404 as for a community that doesn't exist.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const communityId = pathParameter(event, 'id');
  const input = parseBody(event, communityEditSchema);
  return json(200, await communityService().update(userId, communityId, input));
});
