import { markReadInputSchema } from '@shared/schemas/join';
import { notificationService } from '../notifications';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// Marks the caller's notifications read: the ids given, or all of them.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const { ids } = parseBody(event, markReadInputSchema);
  return json(200, await notificationService().markRead(userId, ids));
});
