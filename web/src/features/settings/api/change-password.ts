import { MESSAGES } from '@shared/messages';
import { loadAmplify } from '@web/lib/auth/amplify-loader';

// Password calls on the signed-in account, through Amplify (ChangePassword with the access token;
// the reset-code pair for an account that never had a password or forgot it). Amplify is loaded
// and configured first, as every auth call is.

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await loadAmplify();
  const { updatePassword } = await import('aws-amplify/auth');
  await updatePassword({ oldPassword, newPassword });
}

export async function mailPasswordCode(email: string): Promise<void> {
  await loadAmplify();
  const { resetPassword } = await import('aws-amplify/auth');
  await resetPassword({ username: email });
}

export async function setPasswordWithCode(email: string, code: string, newPassword: string): Promise<void> {
  await loadAmplify();
  const { confirmResetPassword } = await import('aws-amplify/auth');
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export const CURRENT_PASSWORD_WRONG =
  'Your current password is not right. Check it, or set a new one with a code below.';
export const TOO_MANY_TRIES = 'Too many tries. Wait a few minutes, then try again.';
export const CODE_WRONG = 'That code is not right. Check the latest e-mail and try again.';
export const CODE_EXPIRED = 'This code has expired. Send a new one.';
export const PASSWORD_FAILED = 'Something went wrong. Please try again.';

/** Cognito's refusal (Amplify throws it with Cognito's exception name) as a message and the field it is about. */
export function passwordErrorOf(error: unknown): { field: 'current' | 'password' | 'code' | 'form'; message: string } {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotAuthorizedException') return { field: 'current', message: CURRENT_PASSWORD_WRONG };
  if (name === 'InvalidPasswordException')
    return {
      field: 'password',
      message: message.replace(/^password did not conform with policy:\s*/i, '') || MESSAGES.passwordWeak,
    };
  if (name === 'CodeMismatchException') return { field: 'code', message: CODE_WRONG };
  if (name === 'ExpiredCodeException') return { field: 'code', message: CODE_EXPIRED };
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException')
    return { field: 'form', message: TOO_MANY_TRIES };
  return { field: 'form', message: message || PASSWORD_FAILED };
}
