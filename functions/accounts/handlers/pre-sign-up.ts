import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { isRole } from '@shared/constants';
import { signUpRoles } from '../sign-up-roles';

// Sign-up carries the role the person chose (player or host) in its client metadata: the app
// client may not write custom:role, so nobody can change it later with UpdateUserAttributes. Anything
// else is refused before the account exists, and the choice is kept until the confirmation creates
// the profile. Phone accounts created by the API are confirmed already.
export const handler = async (event: PreSignUpTriggerEvent) => {
  const chosen = event.request.clientMetadata?.role;
  const role = chosen ?? event.request.userAttributes['custom:role'];
  if (role !== undefined && !isRole(role)) throw new Error('Role must be player or host');
  const email = event.request.userAttributes.email;
  if (event.triggerSource === 'PreSignUp_SignUp' && chosen !== undefined && isRole(chosen) && email)
    await signUpRoles().remember(email, chosen);
  if (event.triggerSource === 'PreSignUp_AdminCreateUser' && event.request.userAttributes.phone_number) {
    event.response.autoConfirmUser = true;
    event.response.autoVerifyPhone = true;
  }
  return event;
};
