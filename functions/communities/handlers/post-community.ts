import { communityCreateSchema } from '@shared/schemas/community';
import { communityService } from '../communities';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// A host creates their one community. Who they are comes from the token; the role from their profile.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, communityCreateSchema);
  return json(201, await communityService().create(userId, input));
});
