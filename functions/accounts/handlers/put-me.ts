import { updateProfileSchema } from '@shared/schemas/profile';
import { profileService } from '../profile';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// Identity comes from the verified token only; the body can change profile fields, never who.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const changes = parseBody(event, updateProfileSchema);
  return json(200, await profileService().updateProfile(userId, changes));
});
