import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { ROLES } from '@shared/constants';

// Sign-up carries the role the person chose (player or host); anything else is refused before the
// account exists. Phone accounts created by the API are confirmed already.
export const handler = async (event: PreSignUpTriggerEvent) => {
  const role = event.request.userAttributes['custom:role'];
  if (role !== undefined && !(ROLES as readonly string[]).includes(role))
    throw new Error('Role must be player or host');
  if (event.triggerSource === 'PreSignUp_AdminCreateUser' && event.request.userAttributes.phone_number) {
    event.response.autoConfirmUser = true;
    event.response.autoVerifyPhone = true;
  }
  return event;
};
