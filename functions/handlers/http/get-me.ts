import { profileService } from '../../composition/profile';
import { callerOf, httpHandler, json } from '../../lib/http';

export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await profileService().getProfile(userId));
});
