import { profileService } from '../profile';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await profileService().getProfile(userId));
});
