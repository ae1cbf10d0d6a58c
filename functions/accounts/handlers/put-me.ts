import { roleChoiceSchema, updateProfileSchema } from '@shared/schemas/profile';
import { profileService } from '../profile';
import { roleDirectory } from '../user-directory-client';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

export const ROLE_ROUTE = 'PUT /api/me/role';

// Identity comes from the verified token only; the body can change profile fields, never who.
// PUT /api/me/role is the role chosen while completing the profile: the profile first (what the
// API trusts; its rule refuses a change once set up), then the pool's custom:role, which the app
// client may not write itself. Both are idempotent, so a retry after either failed finishes the job.
export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  if (event.routeKey === ROLE_ROUTE) {
    const { role } = parseBody(event, roleChoiceSchema);
    const profile = await profileService().chooseRole(caller.userId, role);
    await roleDirectory().setRole(caller.username, profile.role);
    return json(200, profile);
  }
  const changes = parseBody(event, updateProfileSchema);
  return json(200, await profileService().updateProfile(caller.userId, changes));
});
