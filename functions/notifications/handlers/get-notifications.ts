import { notificationService } from '../notifications';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// The bell: the caller's latest 20 notifications and how many are unread.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await notificationService().list(userId));
});
