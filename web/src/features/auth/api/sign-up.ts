import { confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';
import type { Role } from '../../../../../shared/constants';

// The error wording travels with the calls that raise the errors, off the first load.
export { confirmErrorMessage, signUpErrorMessage } from '../auth-errors';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * Creates the account with the role and name the pre-sign-up and post-confirmation triggers
 * turn into the profile. 'confirm' when the pool mailed a confirmation link (the usual case),
 * 'done' when the account is usable at once.
 */
export async function createAccount({ name, email, password, role }: SignUpInput): Promise<'confirm' | 'done'> {
  const { nextStep } = await signUp({
    username: email,
    password,
    options: { userAttributes: { email, name, 'custom:role': role, 'custom:profile_setup': 'true' } },
  });
  return nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? 'confirm' : 'done';
}

/** Mails the confirmation link again. The pool answers the same for unknown or confirmed addresses. */
export async function resendConfirmation(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

/** The confirmation link's code (from /auth/callback?method=confirm-sign-up). */
export async function confirmAccount(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}
