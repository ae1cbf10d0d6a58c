import { FALLBACKS } from './auth-texts';

// Cognito's errors (as Amplify throws them: `name` is Cognito's exception type) in the words of
// the app's toasts. Pure functions, unit-tested.

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email before signing in. Check your inbox.';
export const ACCOUNT_EXISTS =
  'An account with this email already exists. Sign in, or reset your password if you forgot it.';
export const LINK_FAILED = 'This sign-in link has expired or has already been used. Please request a new one.';
export const PHONE_BLOCKED = 'This phone number can’t sign in right now. Please try again later.';
export const CONFIRM_LINK_FAILED = 'This confirmation link is invalid or has expired. Sign in to have a new one sent.';

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** A trigger's refusal reads "PreSignUp failed with error Role must be player or host." in Cognito; keep the reason. */
export function triggerReason(message: string): string {
  return message.replace(/^\w+ failed with error\s*/i, '').trim();
}

/** Sign-in ('Sign In Failed'). UserNotFoundException reads like a wrong password, so no answer tells who has an account. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return FALLBACKS.unexpected;
  const text = error.message.toLowerCase();
  if (error.name === 'UserNotConfirmedException' || text.includes('email not confirmed')) return EMAIL_NOT_CONFIRMED;
  // Cognito also uses NotAuthorizedException for a locked-out account; that message is worth showing as is.
  if (text.includes('attempts exceeded')) return error.message;
  if (
    error.name === 'NotAuthorizedException' ||
    error.name === 'UserNotFoundException' ||
    text.includes('invalid login credentials') ||
    text.includes('invalid password')
  ) {
    return INVALID_CREDENTIALS;
  }
  return error.message || FALLBACKS.signIn;
}

/** Sign-up ('Sign Up Failed'), with the password-policy and trigger reasons shown. */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return FALLBACKS.unexpected;
  if (error.name === 'UsernameExistsException') return ACCOUNT_EXISTS;
  if (error.name === 'InvalidPasswordException') return passwordPolicyMessage(error.message);
  if (error.name === 'UserLambdaValidationException') return triggerReason(error.message) || FALLBACKS.signUp;
  return error.message || FALLBACKS.signUp;
}

/** "Password did not conform with policy: Password must have uppercase characters" → the reason. */
export function passwordPolicyMessage(message: string): string {
  return message.replace(/^password did not conform with policy:\s*/i, '').trim() || message;
}

/** True when Cognito's challenge session has run out (SMS code older than the session). */
export const isSessionExpiredError = (error: unknown) =>
  nameOf(error) === 'NotAuthorizedException' && /session is expired/i.test(messageOf(error));

/** Phone code ('Verification Failed'): expired, else the default. */
export function verificationErrorMessage(error: unknown): string {
  if (isSessionExpiredError(error) || nameOf(error) === 'ExpiredCodeException') return FALLBACKS.codeExpired;
  return FALLBACKS.invalidCode;
}

/** 'Failed to send code' / 'Failed to resend code': the trigger's reason (the 60 s wait) or the service message. */
export function sendCodeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return FALLBACKS.tryAgain;
  if (error.name === 'UserLambdaValidationException') return triggerReason(error.message) || FALLBACKS.tryAgain;
  if (error.name === 'NotAuthorizedException') return PHONE_BLOCKED;
  return error.message || FALLBACKS.tryAgain;
}

/** The callback's failure text for a magic link or a local social sign-in token. */
export function linkErrorMessage(error: unknown): string {
  if (nameOf(error) === 'NotAuthorizedException' || nameOf(error) === 'UserNotFoundException') return LINK_FAILED;
  return messageOf(error) || FALLBACKS.unexpected;
}

/** The callback's failure text for an e-mail confirmation link; null when the account is confirmed already. */
export function confirmErrorMessage(error: unknown): string | null {
  const message = messageOf(error);
  if (nameOf(error) === 'NotAuthorizedException' && /current status is confirmed/i.test(message)) return null;
  if (['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException'].includes(nameOf(error)))
    return CONFIRM_LINK_FAILED;
  return message || FALLBACKS.unexpected;
}

/** Password reset: which field a failure belongs to, and what to say. */
export function resetErrorOf(error: unknown): { field: 'code' | 'password' | null; message: string } {
  switch (nameOf(error)) {
    case 'CodeMismatchException':
      return { field: 'code', message: FALLBACKS.invalidCode };
    case 'ExpiredCodeException':
      return { field: 'code', message: FALLBACKS.codeExpired };
    case 'InvalidPasswordException':
      return { field: 'password', message: passwordPolicyMessage(messageOf(error)) };
    default:
      return { field: null, message: messageOf(error) || FALLBACKS.unexpected };
  }
}
