export const SIGN_IN_FAILED = 'Sign In Failed';
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email before signing in. Check your inbox.';
const FALLBACK = 'Failed to sign in';
const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * Spec §8 sign-in catalogue, read for Cognito's error names as well as the message texts.
 * UserNotFoundException reads the same as a wrong password so the answer never tells
 * whether an account exists (design §5).
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return UNEXPECTED;
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
  return error.message || FALLBACK;
}
