import { signIn } from 'aws-amplify/auth';
import type { SignInValues } from '../sign-in-schema';

/** An unfinished sign-in that this release cannot complete, named like Cognito's errors. */
class SignInStepError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * Password sign-in. USER_PASSWORD_AUTH is deliberate: Cognito's compromised-credential checks
 * only run on that flow (design §5). Resolves once signed in; Hub tells the AuthProvider.
 */
export async function signInWithPassword({ email, password }: SignInValues): Promise<void> {
  const { isSignedIn, nextStep } = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (isSignedIn) return;
  // Amplify reports an unconfirmed account as a next step rather than throwing.
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
    throw new SignInStepError('UserNotConfirmedException', 'User is not confirmed.');
  }
  throw new SignInStepError(
    'UnsupportedSignInStep',
    'This account needs an extra sign-in step that arrives with the accounts release.',
  );
}
