import { autoSignIn, confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';
import type { Role } from '@shared/constants';
import { spokenLanguage } from '@web/lib/i18n/texts';

// The error wording travels with the calls that raise the errors, off the first load.
export { confirmErrorMessage, signUpErrorMessage } from '../auth-errors';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The page to open after the account is confirmed and the welcome is done; it rides in the e-mailed link. */
  next: string;
}

/**
 * Creates the account with the name and role the pre-sign-up and post-confirmation triggers
 * turn into the profile. 'confirm' when the pool mailed a confirmation link (the usual case),
 * 'done' when the account is usable at once.
 */
export async function createAccount({ name, email, password, role, next }: SignUpInput): Promise<'confirm' | 'done'> {
  const { nextStep } = await signUp({
    username: email,
    password,
    // Amplify signs in once the account is confirmed, the same way the password form does.
    options: {
      userAttributes: { email, name, 'custom:profile_setup': 'true' },
      autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
      // The app client may not write custom:role; the pre-sign-up trigger keeps the choice for the profile.
      // The confirmation e-mail is written in the language the app speaks now.
      clientMetadata: { next, role, language: spokenLanguage() },
    },
  });
  return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'confirm' : 'done';
}

/** Mails the confirmation link again. The pool answers the same for unknown or confirmed addresses. */
export async function resendConfirmation(email: string, next: string): Promise<void> {
  await resendSignUpCode({ username: email, options: { clientMetadata: { next, language: spokenLanguage() } } });
}

/** The confirmation link's code (from /auth/callback?method=confirm-sign-up). */
export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

/**
 * In the tab that signed up (it holds Amplify's auto sign-in): confirm, then sign straight in.
 * 'confirmed' when Amplify no longer offers auto sign-in (its window is 3 minutes).
 */
export async function confirmAndSignIn(email: string, code: string): Promise<'signed-in' | 'confirmed'> {
  const { nextStep } = await confirmSignUp({ username: email, confirmationCode: code });
  if (nextStep.signUpStep !== 'COMPLETE_AUTO_SIGN_IN') return 'confirmed';
  const { isSignedIn } = await autoSignIn();
  return isSignedIn ? 'signed-in' : 'confirmed';
}
