import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { profileService } from '../profile';
import { isRole } from '@shared/constants';

// A confirmed sign-up gets its profile item at once, with the name and role chosen at sign-up.
export const handler = async (event: PostConfirmationTriggerEvent) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const role = attributes['custom:role'];
  await profileService().createFromSignUp(event.userName, {
    name: attributes.name ?? '',
    email: attributes.email ?? null,
    role: isRole(role) ? role : undefined,
    profileSetupCompleted: attributes['custom:profile_setup'] === 'true',
  });
  return event;
};
