import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { profileService } from '../profile';
import { signUpRoles } from '../sign-up-roles';
import { isRole } from '@shared/constants';

// A confirmed sign-up gets its profile item at once, with the name chosen at sign-up and the role
// the pre-sign-up trigger kept (accounts an operator created carry it as an attribute instead).
export const handler = async (event: PostConfirmationTriggerEvent) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const kept = attributes.email ? await signUpRoles().take(attributes.email) : null;
  const role = kept ?? attributes['custom:role'];
  await profileService().createFromSignUp(event.userName, {
    name: attributes.name ?? '',
    email: attributes.email ?? null,
    role: isRole(role) ? role : undefined,
    profileSetupCompleted: attributes['custom:profile_setup'] === 'true',
  });
  return event;
};
